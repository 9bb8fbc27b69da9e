import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionImpact } from '../../flows/permissionsBulkAction';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { BulkActionConfirmation } from './BulkActionConfirmation';

const impact: PermissionImpact = {
  action: 'set_permission_level_consultation',
  changed: 14,
  groups: [
    { type: 'organisation', from: 'download', to: 'consultation', effect: 'lose', count: 12 },
    { type: 'group-of-organisation', from: 'consultation', to: 'consultation', effect: 'keep', count: 3 },
    { type: 'user-group', from: 'none', to: 'consultation', effect: 'gain', count: 2 },
  ],
  rows: [
    {
      id: 4,
      name: 'Agglo du Centre Littoral',
      type: 'organisation',
      from: 'download',
      to: 'consultation',
      effect: 'lose',
    },
    { id: 9, name: 'Réseau eau', type: 'user-group', from: 'none', to: 'consultation', effect: 'gain' },
  ],
};

const sentences = () =>
  within(screen.getByRole('list', { name: 'What this action changes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('BulkActionConfirmation with the impact preview', () => {
  it('without a preview (extension not offered) says only what it said before', async () => {
    renderWithI18n(
      <BulkActionConfirmation
        confirming={{ action: 'consultation', count: 2, impact: null, impactFailed: false }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant consultation' });
    expect(dialog.textContent).toBe(
      'Grant consultationThe selected rows (2) will get the access level "Consultation".Are you sure you want to continue?CancelConfirm',
    );
  });

  it('says who gains, loses and keeps what, and lists the rows on demand', async () => {
    const { user } = renderWithI18n(
      <BulkActionConfirmation
        confirming={{ action: 'consultation', count: 17, impact, impactFailed: false }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Grant consultation' });
    expect(sentences()).toEqual([
      '12 organisations lose download (now consultation)',
      '3 spheres keep consultation',
      '2 user groups gain consultation',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the 2 rows' }));
    const rows = within(screen.getByRole('table', { name: 'Rows of the action' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameTypeAccess level',
      'Agglo du Centre LittoralOrganisationDownload → Consultation',
      'Réseau eauUser groupNo special right → Consultation',
    ]);
  });

  it('says so when nothing changes, in the singular too', async () => {
    renderWithI18n(
      <BulkActionConfirmation
        confirming={{
          action: 'remove',
          count: 1,
          impact: {
            action: 'set_permission_level_none',
            changed: 0,
            groups: [{ type: 'organisation', from: 'none', to: 'none', effect: 'keep', count: 1 }],
            rows: [{ id: 1, name: 'CTG', type: 'organisation', from: 'none', to: 'none', effect: 'keep' }],
          },
          impactFailed: false,
        }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Remove rights' });
    expect(screen.getByText('Nothing changes:')).toBeTruthy();
    expect(sentences()).toEqual(['1 organisation still has no special right']);
    expect(screen.getByRole('button', { name: 'Show the row' })).toBeTruthy();
  });

  it('says the impact could not be computed, and still lets the person confirm', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithI18n(
      <BulkActionConfirmation
        confirming={{ action: 'search', count: 2, impact: null, impactFailed: true }}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant search' });
    expect(dialog.textContent).toContain('What this action changes could not be computed.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
