import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi, type SeenRequest } from '../../../api/testing/fakeApi';
import type { UserGroupMember } from '../../../api/usergroupMembers';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import { clearNotifications, getNotifications } from '../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { MembersPanel } from './MembersPanel';

const jean = { id: 7, username: 'jdupont', first_name: 'Jean', last_name: 'Dupont', email: 'jean@cacl.fr' };
const lea = { id: 8, username: 'lmartin', first_name: 'Léa', last_name: 'Martin', email: 'lea@cacl.fr' };
const joined = '2026-01-02T10:00:00Z';

let members: UserGroupMember[];
/** The server's answer to the next addition when it refuses it. */
let refusal: Record<string, string[]> | null;

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function server() {
  return fakeApi(
    routes({
      'GET /usergroup/user-groups/2/members/': () => ({ body: page(members) }),
      'GET /usergroup/user-group-roles/': {
        body: [
          { id: 1, label: 'Accès aux données' },
          { id: 2, label: 'Administration des comptes' },
        ],
      },
      'GET /usergroup/users/': { body: page([{ ...jean }, { ...lea }]) },
      'PUT /usergroup/user-groups/2/members/7/': (_, body) => {
        const { role, status } = body as Pick<UserGroupMember, 'role' | 'status'>;
        members = members.map((member) => (member.user.id === 7 ? { ...member, role, status } : member));
        return { body: members[0] };
      },
      'DELETE /usergroup/user-groups/2/members/7/': () => {
        members = [];
        return { status: 204 };
      },
      'POST /usergroup/user-groups/2/members/': (_, body) => {
        if (refusal) return { status: 400, body: refusal };
        const { role, status } = body as Pick<UserGroupMember, 'role' | 'status'>;
        const added = { user: { ...lea, date_joined: joined }, role, status, date_joined: joined };
        members = [...members, added];
        return { status: 201, body: added };
      },
    }),
  );
}

const group = { id: 2, display_name: 'CACL' };

/** The panel as a superuser, or as the group's account administrator (role 2, not a superuser). */
async function renderAs(superuser: boolean) {
  const rendered = await renderPanel(<MembersPanel group={group} canAdminister />);
  const account: Parameters<typeof sessionOf>[0] = superuser
    ? { id: 1, username: 'admin', is_superuser: true, usergroup_roles: [] }
    : { id: 3, username: 'gestionnaire', usergroup_roles: [{ role: 2, usergroup: group }] };
  rendered.queryClient.setQueryData(sessionQueryKey, sessionOf(account));
  return rendered;
}
const changes = (requests: SeenRequest[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));
const toasts = () => getNotifications().map(({ kind, lines }) => ({ kind, lines }));

beforeEach(() => {
  members = [{ user: { ...jean, date_joined: joined }, role: 1, status: 1, date_joined: joined }];
  refusal = null;
  clearNotifications();
});
afterEach(() => setApiClient());

describe('MembersPanel', () => {
  it('shows each member’s role as a number and status as words, changes them with the row’s button', async () => {
    const api = server();
    const { user } = await renderPanel(<MembersPanel group={group} canAdminister />);
    const status = await screen.findByRole('combobox', { name: 'Membership status of Jean Dupont' });
    expect(within(status).getByRole('option', { selected: true }).textContent).toBe('Awaiting validation');
    const role = screen.getByRole('combobox', { name: 'Role of Jean Dupont' });
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No role', '1', '2']),
    );
    const change = screen.getByRole('button', { name: 'Change the membership of Jean Dupont' });
    expect(change).toHaveProperty('disabled', true);

    await user.selectOptions(status, 'Active');
    await user.click(change);
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        { method: 'PUT', url: '/fr/usergroup/user-groups/2/members/7/', body: { role: 1, status: 2 } },
      ]),
    );
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', lines: ['The user role in CACL was updated'] }]),
    );
  });

  it('removes a member after confirmation', async () => {
    const api = server();
    const { user } = await renderPanel(<MembersPanel group={group} canAdminister />);
    await user.click(await screen.findByRole('button', { name: 'Remove Jean Dupont from the members' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Jean Dupont will no longer be a member of CACL.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        { method: 'DELETE', url: '/fr/usergroup/user-groups/2/members/7/', body: undefined },
      ]),
    );
    expect(await screen.findByText('This group has no member.')).toBeTruthy();
  });

  it('adds a user chosen by typing, with a role and a status (a superuser)', async () => {
    const api = server();
    const { user } = await renderAs(true);
    await screen.findByRole('rowheader', { name: 'Jean Dupont' });
    await user.click(screen.getByRole('button', { name: 'Add the member' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: /^User/ }), 'Mar');
    // The group's members are not offered again.
    await user.click(await screen.findByRole('option', { name: 'Léa Martin (lea@cacl.fr)' }));
    expect(screen.queryByRole('option', { name: /Jean Dupont/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role$/ }), '2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Membership status$/ }),
      'Awaiting verification',
    );
    await user.click(screen.getByRole('button', { name: 'Add the member' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        {
          method: 'POST',
          url: '/fr/usergroup/user-groups/2/members/',
          body: { user_id: 8, role: 2, status: 0 },
        },
      ]),
    );
    expect(await screen.findByRole('rowheader', { name: 'Léa Martin' })).toBeTruthy();
    expect(toasts()).toEqual([{ kind: 'success', lines: ['The user role in CACL was created'] }]);
  });

  it("lists the server's refusal of the whole form, and of the user, under 'Error' (section 8)", async () => {
    server();
    refusal = {
      non_field_errors: ['The fields usergroup, user must make a unique set.'],
      user_id: ['Taken.'],
    };
    const { user } = await renderAs(true);
    await screen.findByRole('rowheader', { name: 'Jean Dupont' });
    await user.type(screen.getByRole('combobox', { name: /^User/ }), 'Mar');
    await user.click(await screen.findByRole('option', { name: 'Léa Martin (lea@cacl.fr)' }));
    await user.click(screen.getByRole('button', { name: 'Add the member' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(summary.textContent).toContain('The fields usergroup, user must make a unique set.');
    expect(within(summary).getByRole('link', { name: 'User: Taken.' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^User/ }).getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toEqual([]);
  });

  it('an account administrator invites: no status to choose, the new member awaits verification', async () => {
    const api = server();
    const { user } = await renderAs(false);
    await screen.findByRole('rowheader', { name: 'Jean Dupont' });
    // A request awaiting validation is validated or kept pending; an invitation is the user's to accept.
    const status = screen.getByRole('combobox', { name: 'Membership status of Jean Dupont' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Awaiting validation']);
    expect(screen.queryByRole('combobox', { name: /^Membership status$/ })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: /^User/ }), 'Mar');
    await user.click(await screen.findByRole('option', { name: 'Léa Martin (lea@cacl.fr)' }));
    await user.click(screen.getByRole('button', { name: 'Add the member' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        {
          method: 'POST',
          url: '/fr/usergroup/user-groups/2/members/',
          body: { user_id: 8, role: null, status: 0 },
        },
      ]),
    );
    const row = await screen.findByRole('row', { name: /Léa Martin/ });
    expect(within(row).queryByRole('combobox', { name: 'Membership status of Léa Martin' })).toBeNull();
    expect(within(row).getByText('Awaiting verification')).toBeTruthy();
    expect(toasts()).toEqual([
      {
        kind: 'success',
        lines: ['The user is invited to CACL: the membership awaits verification until the user accepts it'],
      },
    ]);
  });

  it('only shows the members to those who may not change them', async () => {
    server();
    await renderPanel(<MembersPanel group={group} canAdminister={false} />);
    const row = await screen.findByRole('row', { name: /Jean Dupont/ });
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).getByText('Awaiting validation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the member' })).toBeNull();
  });
});
