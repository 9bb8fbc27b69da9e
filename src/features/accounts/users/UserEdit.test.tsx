import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi } from '../../../api/testing/fakeApi';
import type { User } from '../../../api/users';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { UserEdit } from './UserEdit';

// Audit H1: the user page offers only what the server accepts, as its `editable` flag says.

const cacl = { id: 2, display_name: 'CACL', usergroup_type: 'organisation' as const };
const paula: User = {
  id: 5,
  username: 'producteur',
  first_name: 'Paula',
  last_name: 'Roy',
  email: 'producteur@example.org',
  phone: '0594000000',
  additional_id: null,
  status: 2,
  registration_reason: null,
  email_notification: true,
  is_superuser: false,
  date_joined: '2026-01-02T10:00:00Z',
  last_login: null,
  usergroup_roles: [{ role: 1, usergroup: cacl }],
};

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The page of `shown` as gestionnaire (account administrator of the CACL, id 3) sees it. */
async function renderPage(shown: User) {
  fakeApi(
    routes({
      [`GET /usergroup/users/${shown.id}/`]: { body: shown },
      'GET /usergroup/user-status/': {
        body: [
          { id: 2, label: 'Active' },
          { id: 3, label: 'Deactivated' },
        ],
      },
      'GET /usergroup/user-groups/': { body: page([cacl]) },
      'GET /usergroup/user-group-roles/': { body: [{ id: 1, label: 'Data' }] },
    }),
  );
  const rendered = await renderPanel(<UserEdit id={shown.id} />);
  rendered.queryClient.setQueryData(
    sessionQueryKey,
    sessionOf({ id: 3, username: 'gestionnaire', usergroup_roles: [{ role: 2, usergroup: cacl }] }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Paula Roy' });
  return rendered;
}

afterEach(() => setApiClient());

describe('UserEdit', () => {
  it('shows an account the person may not change as text: no field, no Save, no Delete, and why', async () => {
    await renderPage({ ...paula, editable: false });
    expect(screen.getByRole('note').textContent).toMatch(
      /only a superuser may change, deactivate or delete it/,
    );
    expect(screen.getByText('producteur@example.org')).toBeTruthy();
    expect(screen.getByText('0594000000')).toBeTruthy();
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the user' })).toBeNull();
  });

  it('offers the form, Save and Delete when the server says editable, or says nothing', async () => {
    for (const shown of [{ ...paula, editable: true }, paula]) {
      const { unmount } = await renderPage(shown);
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty(
        'value',
        'producteur@example.org',
      );
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('disabled', false);
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete the user' })).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
      unmount();
    }
  });

  it('lets people edit their own details but not their status when the flag is false', async () => {
    await renderPage({ ...paula, id: 3, editable: false });
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete the user' })).toBeNull();
  });

  it('on a superuser in one of their groups and another: read-only, roles changed only in their group', async () => {
    const oeg = { id: 4, display_name: 'OEG', usergroup_type: 'organisation' as const };
    await renderPage({
      ...paula,
      is_superuser: true,
      editable: false,
      usergroup_roles: [
        { role: 2, usergroup: cacl },
        { role: 1, usergroup: oeg },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the user' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change the role in CACL' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the role in OEG' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove the role in OEG' })).toBeNull();
    expect(screen.getByRole('row', { name: /OEG/ }).textContent).toContain('1');
  });
});
