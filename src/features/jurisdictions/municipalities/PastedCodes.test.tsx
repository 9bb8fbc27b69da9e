import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../ui/testing/renderWithI18n';
import { PastedCodes } from './PastedCodes';

const props = { id: 'codes', unknownCodes: [], checking: false, failed: false };

describe('the pasted codes box', () => {
  it('shows the selection, and sends the typed text to Recalculate', async () => {
    const onRecalculate = vi.fn();
    const { user } = renderWithI18n(
      <PastedCodes {...props} selectedCodes={['97302', '97307']} onRecalculate={onRecalculate} />,
    );
    const box = screen.getByRole('textbox', { name: 'INSEE codes, separated by commas' });
    expect((box as HTMLTextAreaElement).value).toBe('97302, 97307');
    await user.clear(box);
    await user.type(box, '97309,97399');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(onRecalculate).toHaveBeenCalledWith('97309,97399');
  });

  it('is rewritten when the selection changes elsewhere (list, map)', () => {
    const { rerender } = renderWithI18n(
      <PastedCodes {...props} selectedCodes={['97302']} onRecalculate={vi.fn()} />,
    );
    rerender(<PastedCodes {...props} selectedCodes={['97302', '97352']} onRecalculate={vi.fn()} />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('97302, 97352');
  });

  it('lists the codes that do not exist', () => {
    renderWithI18n(
      <PastedCodes {...props} selectedCodes={[]} unknownCodes={['97399', 'abc']} onRecalculate={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown INSEE codes: 97399, abc');
  });
});
