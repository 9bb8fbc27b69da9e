import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../ui/testing/renderWithI18n';
import { MunicipalityDirectory } from './municipalityDirectory';
import { SelectedMunicipalities } from './SelectedMunicipalities';

const codes = Array.from({ length: 5000 }, (_, index) => String(1001 + index).padStart(5, '0'));

describe('the list of selected municipalities', () => {
  // The test DOM lays nothing out: give the scrolling box the size it has on screen (h-80).
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  });
  afterAll(() => vi.restoreAllMocks());

  it('puts only the rows in view in the page, each telling its place in the whole list', () => {
    const directory = new MunicipalityDirectory();
    directory.add([{ insee: '01001', display_name: "L'Abergement-Clémenciat" }]);
    renderWithI18n(<SelectedMunicipalities id="selected" codes={codes} directory={directory} />);
    const list = screen.getByRole('list', { name: 'Selected municipalities (5000)' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.textContent).toBe("L'Abergement-Clémenciat (01001)");
    expect(rows[1]?.textContent).toBe('01002');
    expect(rows[1]?.getAttribute('aria-posinset')).toBe('2');
    expect(rows[1]?.getAttribute('aria-setsize')).toBe('5000');
  });

  it('deselects from a row, names appearing as the directory learns them', async () => {
    const directory = new MunicipalityDirectory();
    const onDeselect = vi.fn();
    const { user } = renderWithI18n(
      <SelectedMunicipalities
        id="selected"
        codes={['97302']}
        directory={directory}
        onDeselect={onDeselect}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deselect 97302' })).toBeTruthy();
    directory.add([{ insee: '97302', display_name: 'Cayenne' }]);
    await user.click(await screen.findByRole('button', { name: 'Deselect Cayenne (97302)' }));
    expect(onDeselect).toHaveBeenCalledWith('97302');
  });

  it('says when nothing is selected and has no buttons for people who may only read', () => {
    renderWithI18n(
      <SelectedMunicipalities id="selected" codes={[]} directory={new MunicipalityDirectory()} />,
    );
    expect(screen.getByText('No municipality is selected.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
