import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi, type SeenRequest } from '../../../api/testing/fakeApi';
import type { UserGroupSummary } from '../../../api/usergroups';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import { clearNotifications, getNotifications } from '../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { LinkedGroupsPanel } from './LinkedGroupsPanel';

const sphere = { id: 30, display_name: 'Réseau eau' };
const oeg: UserGroupSummary = { id: 4, display_name: "Office de l'Eau", usergroup_type: 'organisation' };
const cacl: UserGroupSummary = { id: 2, display_name: 'CACL', usergroup_type: 'organisation' };

let children: UserGroupSummary[];

function server() {
  return fakeApi(
    routes({
      'GET /usergroup/user-groups/30/children/': () => ({ body: children }),
      'GET /usergroup/user-groups/': {
        body: { count: 2, next: null, previous: null, results: [oeg, cacl].map((group) => ({ ...group })) },
      },
      'POST /usergroup/user-groups/2/parents/': () => {
        children = [...children, cacl];
        return { status: 201, body: { ...sphere, usergroup_type: 'group-of-organisation' } };
      },
      'DELETE /usergroup/user-groups/4/parents/30/': () => {
        children = children.filter((child) => child.id !== 4);
        return { status: 204 };
      },
    }),
  );
}

const changes = (requests: SeenRequest[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));

async function renderMembers(superuser: boolean) {
  const rendered = await renderPanel(
    <LinkedGroupsPanel
      group={sphere}
      direction="children"
      title="Member organisations"
      candidateTypes={['organisation']}
      addLabel="Organisation to add"
      addButton="Add the organisation"
      emptyMessage="No member organisation."
    />,
  );
  rendered.queryClient.setQueryData(
    sessionQueryKey,
    sessionOf({ id: 1, username: 'someone', is_superuser: superuser, usergroup_roles: [] }),
  );
  return rendered;
}

beforeEach(() => {
  children = [oeg];
  clearNotifications();
});
afterEach(() => setApiClient());

describe('LinkedGroupsPanel (the member organisations of a sphere)', () => {
  it('links an organisation as a child: the child gets the sphere as its parent', async () => {
    const api = server();
    const { user } = await renderMembers(true);
    expect(await screen.findByRole('rowheader', { name: "Office de l'Eau" })).toBeTruthy();
    const choice = await screen.findByRole('combobox', { name: /Organisation to add/ });
    // Already a member: not offered again.
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'CACL']),
    );
    await user.selectOptions(choice, 'CACL');
    await user.click(screen.getByRole('button', { name: 'Add the organisation' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        { method: 'POST', url: '/fr/usergroup/user-groups/2/parents/', body: { parent_id: 30 } },
      ]),
    );
    expect(await screen.findByRole('rowheader', { name: 'CACL' })).toBeTruthy();
    expect(getNotifications().map(({ lines }) => lines)).toEqual([['CACL now belongs to Réseau eau']]);
  });

  it('unlinks a member organisation after confirmation', async () => {
    const api = server();
    const { user } = await renderMembers(true);
    await user.click(await screen.findByRole('button', { name: "Remove Office de l'Eau" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("Office de l'Eau will no longer belong to Réseau eau.");
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        { method: 'DELETE', url: '/fr/usergroup/user-groups/4/parents/30/', body: undefined },
      ]),
    );
    expect(await screen.findByText('No member organisation.')).toBeTruthy();
  });

  it('offers no change to those who do not administer the sphere', async () => {
    server();
    await renderMembers(false);
    await screen.findByRole('rowheader', { name: "Office de l'Eau" });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('offers the administrator of the sphere only the links whose both ends it administers (audit L3)', async () => {
    server();
    const rendered = await renderPanel(
      <LinkedGroupsPanel
        group={sphere}
        direction="children"
        title="Member organisations"
        candidateTypes={['organisation']}
        addLabel="Organisation to add"
        addButton="Add the organisation"
        emptyMessage="No member organisation."
      />,
    );
    rendered.queryClient.setQueryData(
      sessionQueryKey,
      sessionOf({
        id: 3,
        username: 'gestionnaire',
        usergroup_roles: [
          { role: 2, usergroup: sphere },
          { role: 2, usergroup: cacl },
        ],
      }),
    );
    await screen.findByRole('rowheader', { name: "Office de l'Eau" });
    const choice = await screen.findByRole('combobox', { name: /Organisation to add/ });
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'CACL']),
    );
    // The OEG, which it does not administer, stays linked: no removal offered.
    expect(screen.queryByRole('button', { name: "Remove Office de l'Eau" })).toBeNull();
  });

  it("offers an organisation's administrator no sphere to join when they administer none", async () => {
    const api = fakeApi(
      routes({
        'GET /usergroup/user-groups/2/parents/': {
          body: [{ ...sphere, usergroup_type: 'group-of-organisation' }],
        },
        'GET /usergroup/user-groups/': {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [{ ...sphere, usergroup_type: 'group-of-organisation' }],
          },
        },
      }),
    );
    const rendered = await renderPanel(
      <LinkedGroupsPanel
        group={cacl}
        direction="parents"
        title="Spheres"
        candidateTypes={['group-of-organisation']}
        addLabel="Sphere to join"
        addButton="Add to the sphere"
        emptyMessage="No sphere."
      />,
    );
    rendered.queryClient.setQueryData(
      sessionQueryKey,
      sessionOf({ id: 3, username: 'gestionnaire', usergroup_roles: [{ role: 2, usergroup: cacl }] }),
    );
    await screen.findByRole('rowheader', { name: 'Réseau eau' });
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.includes('usergroup_type='))).toBe(true),
    );
    expect(screen.queryByRole('combobox', { name: /Sphere to join/ })).toBeNull();
    // Only the sphere's administrators may undo the link.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
