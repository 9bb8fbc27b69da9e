import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { ScenarioChoice } from './ScenarioChoice';

const scenarios = [
  { id: 5, codename: 'file-upload-to-geographiclayer', action: 'create' },
  { id: 7, codename: 'file-upload-to-table', action: 'create' },
] as const;

describe('ScenarioChoice', () => {
  it('proposes the first scenario and runs the one chosen', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithI18n(
      <ScenarioChoice
        scenarios={scenarios}
        creating
        running={false}
        onChoose={onChoose}
        onDismiss={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose the creation scenario to run' });
    // By their labels; a code this interface does not know shows as it is.
    expect(screen.getByRole('radio', { name: 'Geographic layer from an uploaded file' })).toHaveProperty(
      'checked',
      true,
    );
    expect(group).toBeTruthy();
    // The code stays one press away, for support.
    expect(screen.getByText('file-upload-to-geographiclayer').closest('[data-support-code]')).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'file-upload-to-table' }));
    await user.click(screen.getByRole('button', { name: 'Run the scenario' }));
    expect(onChoose).toHaveBeenCalledWith(7);
  });

  it('can be dismissed, and runs nothing twice while launching', async () => {
    const onChoose = vi.fn();
    const onDismiss = vi.fn();
    const { user, rerender } = renderWithI18n(
      <ScenarioChoice
        scenarios={scenarios}
        creating={false}
        running={false}
        onChoose={onChoose}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('group', { name: 'Choose the update scenario to run' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(
      <ScenarioChoice
        scenarios={scenarios}
        creating={false}
        running
        onChoose={onChoose}
        onDismiss={onDismiss}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Run the scenario' }));
    expect(onChoose).not.toHaveBeenCalled();
  });
});
