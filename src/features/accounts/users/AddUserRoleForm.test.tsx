import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi } from '../../../api/testing/fakeApi';
import type { User } from '../../../api/users';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import { clearNotifications, getNotifications } from '../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { AddUserRoleForm } from './AddUserRoleForm';

const cacl = { id: 2, display_name: 'CACL', usergroup_type: 'organisation' };
const mobility = { id: 12, display_name: 'Mobilité', usergroup_type: 'user-group' };
const lea = {
  id: 8,
  username: 'lmartin',
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@cacl.fr',
  usergroup_roles: [],
} as unknown as User;

/** The server's answer to the role given, when it refuses it. */
let refusal: Record<string, string[]> | null;

function server() {
  return fakeApi(
    routes({
      'GET /usergroup/user-groups/': {
        body: { count: 2, next: null, previous: null, results: [cacl, mobility] },
      },
      'GET /usergroup/user-group-roles/': {
        body: [
          { id: 1, label: 'Accès aux données' },
          { id: 2, label: 'Administration des comptes' },
        ],
      },
      'POST /usergroup/user-groups/12/members/': (_, body) =>
        refusal
          ? { status: 400, body: refusal }
          : { status: 201, body: { user: lea, ...(body as object), date_joined: '2026-01-02T10:00:00Z' } },
    }),
  );
}

async function renderForm(props: Partial<Parameters<typeof AddUserRoleForm>[0]> = {}) {
  const rendered = await renderPanel(<AddUserRoleForm user={lea} {...props} />);
  rendered.queryClient.setQueryData(
    sessionQueryKey,
    sessionOf({ id: 1, username: 'admin', is_superuser: true, usergroup_roles: [] }),
  );
  await screen.findByRole('option', { name: 'Mobilité (User group)' });
  return rendered;
}

const give = () => screen.getByRole('button', { name: 'Give the role' });

beforeEach(() => {
  refusal = null;
  clearNotifications();
});
afterEach(() => setApiClient());

describe('AddUserRoleForm', () => {
  it('requires a group and a role, then gives the role', async () => {
    const api = server();
    const { user } = await renderForm();
    await user.click(give());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Organisation or group: This field is required', 'Role: This field is required']);

    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Organisation or group/ }),
      'Mobilité (User group)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), '1');
    await user.click(give());
    await waitFor(() =>
      expect(getNotifications().map(({ lines }) => lines)).toEqual([
        ['The user role in Mobilité was created'],
      ]),
    );
    expect(api.requests.filter((request) => request.method === 'POST').map(({ body }) => body)).toEqual([
      { user_id: 8, role: 1, status: 2 },
    ]);
    // Ready for the next role.
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveProperty('value', '');
  });

  it("lists the server's refusal under 'Error' (section 8), not as a passing message", async () => {
    server();
    refusal = { non_field_errors: ['The group accepts no new member.'], role: ['Not a role.'] };
    const { user } = await renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Organisation or group/ }),
      'Mobilité (User group)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), '2');
    await user.click(give());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(summary.textContent).toContain('The group accepts no new member.');
    expect(within(summary).getByRole('link', { name: 'Role: Not a role.' })).toBeTruthy();
    expect(getNotifications()).toEqual([]);
  });

  it('offers only the groups the screen allows', async () => {
    server();
    await renderForm({ offersGroup: (id) => id === mobility.id });
    const group = screen.getByRole('combobox', { name: /^Organisation or group/ });
    expect(within(group).queryByRole('option', { name: 'CACL (Organisation)' })).toBeNull();
  });
});
