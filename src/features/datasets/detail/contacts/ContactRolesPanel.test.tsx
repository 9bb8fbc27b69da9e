import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatasetContactRole } from '../../../../api/datasets';
import { setApiClient } from '../../../../api/http';
import { aContact, aDataset, anAttachment, ROLES } from '../../../../api/testing/datasetFixtures';
import { fakeApi, type SeenRequest } from '../../../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ContactRolesPanel } from './ContactRolesPanel';

const dataset = aDataset();
const sig = aContact({ id: 11, name: 'Service SIG' });
const marie = aContact({ id: 12, name: 'Marie Dupont', email: 'marie@cacl-guyane.fr', phone: null });

let attachments: DatasetContactRole[];

function server(extra: Parameters<typeof routes>[0] = {}) {
  return fakeApi(
    routes({
      'GET /dataset/datasets/5/contact-roles/': () => ({ body: attachments }),
      'GET /dataset/contact-roles/': { body: ROLES },
      'GET /dataset/contacts/': { body: { count: 2, next: null, previous: null, results: [sig, marie] } },
      ...extra,
    }),
  );
}

const sent = (requests: SeenRequest[], method: string) =>
  requests.filter((request) => request.method === method).map(({ url, body }) => ({ url, body }));

beforeEach(() => {
  attachments = [anAttachment({ id: 31, contact: sig, role: 1 })];
  clearNotifications();
});
afterEach(() => setApiClient());

describe('ContactRolesPanel', () => {
  it('lists the contacts with their details and role labels', async () => {
    const api = server();
    await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    const row = await screen.findByRole('row', { name: /Service SIG/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['sig@cacl-guyane.fr', '0594 00 00 00', 'Géomatique', 'Point de contact', expect.any(String)]);
    // The organisation's contacts are the ones offered.
    expect(
      api.requests.some((request) => request.url.includes('contacts/?page=1&page_size=1000&usergroup_id=2')),
    ).toBe(true);
  });

  it('adds one of the organisation’s contacts with a role, after requiring both', async () => {
    const api = server({
      'POST /dataset/datasets/5/contact-roles/': () => {
        const added = anAttachment({ id: 32, contact: marie, role: 2 });
        attachments = [...attachments, added];
        return { status: 201, body: added };
      },
    });
    const { user } = await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    await screen.findByRole('row', { name: /Service SIG/ });
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact: This field is required', 'Role on the dataset: This field is required']);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Contact/ }),
      'Marie Dupont (marie@cacl-guyane.fr)',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Role on the dataset/ }),
      'Producteur',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.requests, 'POST')).toEqual([
      { url: '/fr/dataset/datasets/5/contact-roles/', body: { contact_id: 12, role: 2 } },
    ]);
    expect(await screen.findByRole('row', { name: /Marie Dupont/ })).toBeTruthy();
    expect(getNotifications().map((n) => n.lines)).toContainEqual([
      'The contact Marie Dupont was added to the dataset Arrêts de bus',
    ]);
  });

  it('creates a contact in the organisation with the contact form, then attaches it', async () => {
    const created = aContact({
      id: 13,
      name: 'Régie',
      email: 'regie@cacl.fr',
      phone: null,
      position: null,
      role: 2,
    });
    const api = server({
      'POST /dataset/contacts/': { status: 201, body: created },
      'POST /dataset/datasets/5/contact-roles/': {
        status: 201,
        body: anAttachment({ id: 33, contact: created, role: 2 }),
      },
    });
    const { user } = await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    await screen.findByRole('row', { name: /Service SIG/ });
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.click(within(dialog).getByRole('radio', { name: 'A new contact' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Régie');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'regie@cacl.fr');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Producteur');
    expect(
      (within(dialog).getByRole('combobox', { name: /Organisation or group/ }) as HTMLSelectElement).value,
    ).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.requests, 'POST')).toEqual([
      {
        url: '/fr/dataset/contacts/',
        body: { name: 'Régie', email: 'regie@cacl.fr', phone: null, position: null, usergroup: 2, role: 2 },
      },
      { url: '/fr/dataset/datasets/5/contact-roles/', body: { contact_id: 13, role: 2 } },
    ]);
  });

  it('asks before replacing the contact that holds the role, then forces the change', async () => {
    attachments = [
      anAttachment({ id: 31, contact: sig, role: 1 }),
      anAttachment({ id: 32, contact: marie, role: 2 }),
    ];
    const api = server({
      'PUT /dataset/datasets/5/contact-roles/32/': (request, body) =>
        new URL(request.url).searchParams.get('force') === 'true'
          ? { body: { id: 32, contact: marie, role: (body as { role: number }).role } }
          : { status: 400, body: { code: 'role_taken', role: ['Another contact already holds this role.'] } },
    });
    const { user } = await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Change the role of Marie Dupont' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Marie Dupont' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Role on the dataset/ }),
      'Point de contact',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirmation = await screen.findByRole('dialog', {
      name: 'Replace the contact holding this role?',
    });
    expect(confirmation.textContent).toContain(
      'Another contact already holds the role Point de contact on this dataset. Confirm to give it to Marie Dupont instead.',
    );
    // The refusal asks a question: it is not an error to toast.
    expect(getNotifications()).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.requests, 'PUT')).toEqual([
      { url: '/fr/dataset/datasets/5/contact-roles/32/', body: { contact_id: 12, role: 1 } },
      { url: '/fr/dataset/datasets/5/contact-roles/32/?force=true', body: { contact_id: 12, role: 1 } },
    ]);
    expect(getNotifications().map((n) => n.lines)).toContainEqual([
      'The role of Marie Dupont was changed on the dataset Arrêts de bus',
    ]);
  });

  it('removes a contact after confirmation', async () => {
    const api = server({
      'DELETE /dataset/datasets/5/contact-roles/31/': () => {
        attachments = [];
        return { status: 204 };
      },
    });
    const { user } = await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Service SIG from the dataset' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Remove the contact from the dataset' });
    expect(confirmation.textContent).toContain(
      'Service SIG will no longer hold the role Point de contact on the dataset Arrêts de bus.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No contact is attached to this dataset.')).toBeTruthy();
    expect(sent(api.requests, 'DELETE')).toEqual([
      { url: '/fr/dataset/datasets/5/contact-roles/31/', body: undefined },
    ]);
  });

  it("edits the contact's details; a refused update says 'Error during update of contact' and marks the field", async () => {
    server({
      'PUT /dataset/contacts/11/': { status: 400, body: { email: ['This email is already used.'] } },
    });
    const { user } = await renderPanel(<ContactRolesPanel dataset={dataset} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the contact Service SIG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contact Service SIG' });
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'Service SIG',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByRole('textbox', {
        name: /Email/,
        description: 'Error: This email is already used.',
      }),
    ).toBeTruthy();
    expect(getNotifications().map(({ title, lines }) => ({ title, lines }))).toEqual([
      { title: 'Error during update of contact', lines: ['email : This email is already used.'] },
    ]);
  });

  it('shows the contacts without a change to who may only view the dataset', async () => {
    const api = server();
    await renderPanel(<ContactRolesPanel dataset={dataset} canManage={false} />);
    const row = await screen.findByRole('row', { name: /Service SIG/ });
    expect(within(row).getByText('Point de contact')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Contacts' });
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    // The organisation's contacts are choices of the dialogs, not read when they cannot open.
    expect(api.requests.some((request) => request.url.includes('/dataset/contacts/'))).toBe(false);
  });
});
