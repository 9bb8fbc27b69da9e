import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { BulkActionConfirmation } from './BulkActionConfirmation';
import { BulkActionMenu } from './BulkActionMenu';

describe('BulkActionMenu', () => {
  it('is disabled while nothing is selected', () => {
    renderWithI18n(<BulkActionMenu selectedCount={0} enabled={false} onChoose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Bulk actions' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Selected rows: 0')).toBeTruthy();
  });

  it('offers remove and the three grants', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithI18n(<BulkActionMenu selectedCount={2} enabled onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Remove rights',
      'Grant search',
      'Grant consultation',
      'Grant download',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Grant download' }));
    expect(onChoose).toHaveBeenCalledWith('download');
  });
});

describe('BulkActionMenu while the impact is computed', () => {
  it('waits, busy, and is not busy otherwise', () => {
    const { rerender } = renderWithI18n(
      <BulkActionMenu selectedCount={2} enabled={false} busy onChoose={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Bulk actions' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(<BulkActionMenu selectedCount={2} enabled onChoose={vi.fn()} />);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});

describe('BulkActionConfirmation', () => {
  it('is closed while the machine is not confirming', () => {
    renderWithI18n(<BulkActionConfirmation confirming={null} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the action and the number of rows, and answers the machine', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithI18n(
      <BulkActionConfirmation
        confirming={{ action: 'consultation', count: 2 }}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant consultation' });
    expect(dialog.textContent).toContain('The selected rows (2) will get the access level "Consultation".');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says that removing takes the rights away', async () => {
    renderWithI18n(
      <BulkActionConfirmation
        confirming={{ action: 'remove', count: 3 }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect((await screen.findByRole('dialog', { name: 'Remove rights' })).textContent).toContain(
      'The rights of the selected rows (3) will be removed.',
    );
  });
});
