import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contact } from '../../../api/contacts';
import { setApiClient } from '../../../api/http';
import { fakeApi, type SeenRequest } from '../../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { GroupContactsPanel } from './GroupContactsPanel';

const group = { id: 12, display_name: 'Groupe Mobilité' };
const sig: Contact = {
  id: 40,
  name: 'Service SIG',
  email: 'sig@mobilite.fr',
  phone: null,
  position: 'Géomatique',
  usergroup: 12,
  role: 2,
};
const ROLES = [
  { id: 1, label: 'Point de contact' },
  { id: 2, label: 'Producteur' },
];

let contacts: Contact[];

function server(extra: Parameters<typeof routes>[0] = {}) {
  return fakeApi(
    routes({
      'GET /dataset/contacts/': () => ({
        body: { count: contacts.length, next: null, previous: null, results: contacts },
      }),
      'GET /dataset/contact-roles/': { body: ROLES },
      'POST /dataset/contacts/': (_, body) => {
        const created = { id: 41, ...(body as Omit<Contact, 'id'>) };
        contacts = [...contacts, created];
        return { status: 201, body: created };
      },
      'DELETE /dataset/contacts/40/': () => {
        contacts = [];
        return { status: 204 };
      },
      ...extra,
    }),
  );
}

const changes = (requests: SeenRequest[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));
const toasts = () => getNotifications().map(({ kind, title, lines }) => ({ kind, title, lines }));

beforeEach(() => {
  contacts = [sig];
  clearNotifications();
});
afterEach(() => setApiClient());

describe('GroupContactsPanel', () => {
  it('lists the group’s contacts with their role labels', async () => {
    const api = server();
    await renderPanel(<GroupContactsPanel group={group} canManage />);
    const row = await screen.findByRole('row', { name: /Service SIG/ });
    await waitFor(() => expect(within(row).getByText('Producteur')).toBeTruthy());
    expect(api.requests[0]?.url).toBe(
      '/fr/dataset/contacts/?page=1&page_size=20&ordering=name&usergroup_id=12',
    );
  });

  it('creates a contact of the group with the one contact form', async () => {
    const api = server();
    const { user } = await renderPanel(<GroupContactsPanel group={group} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Accueil');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'accueil@mobilite.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Create the contact' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        {
          method: 'POST',
          url: '/fr/dataset/contacts/',
          body: {
            name: 'Accueil',
            email: 'accueil@mobilite.fr',
            phone: null,
            position: null,
            usergroup: 12,
            role: null,
          },
        },
      ]),
    );
    expect(await screen.findByRole('rowheader', { name: 'Accueil' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([{ kind: 'success', title: null, lines: ['The contact Accueil was created'] }]);
  });

  it("says 'Error during update of contact' when a change is refused, and keeps the form open", async () => {
    server({
      'PUT /dataset/contacts/40/': { status: 400, body: { email: ['Enter a valid email address.'] } },
    });
    const { user } = await renderPanel(<GroupContactsPanel group={group} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the contact Service SIG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contact Service SIG' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error during update of contact',
          lines: ['email : Enter a valid email address.'],
        },
      ]),
    );
    expect(
      within(dialog).getByRole('textbox', { name: /Email/, description: /Enter a valid email address/ }),
    ).toBeTruthy();
  });

  it('deletes a contact after confirmation', async () => {
    const api = server();
    const { user } = await renderPanel(<GroupContactsPanel group={group} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the contact Service SIG' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changes(api.requests)).toEqual([
        { method: 'DELETE', url: '/fr/dataset/contacts/40/', body: undefined },
      ]),
    );
    expect(await screen.findByText('This group has no contact.')).toBeTruthy();
  });

  it('offers no change to those without a role in the group', async () => {
    server();
    await renderPanel(<GroupContactsPanel group={group} canManage={false} />);
    await screen.findByRole('rowheader', { name: 'Service SIG' });
    expect(screen.queryByRole('button', { name: 'Add a contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit the contact/ })).toBeNull();
  });
});
