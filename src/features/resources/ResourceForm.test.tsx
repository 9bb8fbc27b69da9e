import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import { emptyResourceForm } from './resourceFormSchema';

afterEach(() => setApiClient());

const formats = [
  { id: 1, label: 'CSV', extension: 'csv', mime_type: 'text/csv', is_geographic: true },
  { id: 6, label: 'JSON', extension: 'json', mime_type: 'application/json', is_geographic: false },
];

/** Other answers of the fake server, by the end of their path: [status, body]. */
type Answers = Record<string, [number, unknown]>;

function renderForm(props: Partial<ResourceFormProps> = {}, answers: Answers = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  fakeApi((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/resource/data-format/')) return jsonResponse(formats);
    const answer = Object.entries(answers).find(([end]) => path.endsWith(end))?.[1];
    return answer ? jsonResponse(answer[1], answer[0]) : jsonResponse({ detail: 'not found' }, 404);
  });
  const onSubmit = vi.fn<ResourceFormProps['onSubmit']>().mockResolvedValue(null);
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <ResourceForm
          creationKinds={['file-upload', 'href']}
          initialValues={emptyResourceForm()}
          usergroupId={2}
          kindId={null}
          currentFileName={null}
          readOnlyReason={null}
          busy={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
          {...props}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user, onSubmit };
}

const csv = (bytes: BlobPart, name = 'arrets.csv') => new File([bytes], name, { type: 'text/csv' });

describe('ResourceForm', () => {
  it('asks for the kind first and sends nothing without it', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    const summary = await screen.findByRole('alert', { name: 'The following fields are not filled in' });
    expect(
      within(summary).getByRole('link', { name: 'Type of resource: This field is required' }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the file, X/Lon, Y/Lat and CRS of a file upload', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'File upload' }));
    await user.clear(screen.getByRole('textbox', { name: /Coordinate reference system/ }));
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'File: This field is required',
      'Name: This field is required',
      'X / Longitude column: This field is required',
      'Y / Latitude column: This field is required',
      'Coordinate reference system: This field is required',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a CSV that is not UTF-8 as soon as it is chosen, and keeps it from being sent', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'File upload' }));
    // 'Rémire' in Latin-1: 0xE9 alone is not UTF-8.
    await user.upload(
      screen.getByLabelText(/^File\*?$/),
      csv(new Uint8Array([...'nom;x;y\nR'].map((c) => c.charCodeAt(0)).concat([0xe9]))),
    );
    const refusal = 'The file arrets.csv is not encoded in UTF-8 (invalid character on line 2).';
    expect(
      (await screen.findAllByText(new RegExp(refusal.replace(/[().]/g, '\\$&')))).length,
    ).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arrêts');
    await user.type(screen.getByRole('textbox', { name: /X \/ Longitude/ }), 'x');
    await user.type(screen.getByRole('textbox', { name: /Y \/ Latitude/ }), 'y');
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: new RegExp(`^File: ${refusal.replace(/[().]/g, '\\$&')}`) }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a UTF-8 file with the format of its extension', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'File upload' }));
    await screen.findByRole('option', { name: 'CSV' });
    const file = csv('nom;x;y\nRémire;-52.27;4.88\n');
    await user.upload(screen.getByLabelText(/^File\*?$/), file);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Data format' })).toHaveProperty('value', '1'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arrêts');
    await user.type(screen.getByRole('textbox', { name: /X \/ Longitude/ }), 'x');
    await user.type(screen.getByRole('textbox', { name: /Y \/ Latitude/ }), 'y');
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [values, hasFtpAccess] = onSubmit.mock.calls[0] ?? [];
    expect(values).toMatchObject({
      kind: 'file-upload',
      display_name: 'Arrêts',
      dataformat_id: 1,
      crs: 'EPSG:4326',
      file,
    });
    expect(hasFtpAccess).toBe(false);
  });

  it('shows the server’s field messages on the fields', async () => {
    const { user, onSubmit } = renderForm();
    onSubmit.mockResolvedValue({ href: ['This URL does not answer.'] });
    await user.click(screen.getByRole('radio', { name: 'URL reference' }));
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://data.example.org/a.json');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Portail');
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    expect(
      await screen.findByRole('textbox', { name: /^URL/, description: /This URL does not answer\./ }),
    ).toBeTruthy();
  });

  it('shows the table of a database table, without coordinates fields, and sends it', async () => {
    const { user, onSubmit } = renderForm({
      creationKinds: null,
      initialValues: {
        ...emptyResourceForm('datastores'),
        display_name: 'Communes',
        crs: '',
        database: 'datastore',
        table: { schema_name: 'datastore', table_name: 'communes_guyane' },
      },
      kindId: 3,
    });
    expect(screen.getByRole('combobox', { name: /^Table/ })).toHaveProperty(
      'value',
      'datastore.communes_guyane',
    );
    expect(screen.queryByRole('textbox', { name: /X \/ Longitude/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the resource' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      database: 'datastore',
      table: { schema_name: 'datastore', table_name: 'communes_guyane' },
    });
  });

  it('says an sFTP space without access is asked for on saving, then the request waits or was refused', async () => {
    const request = {
      id: 9,
      usergroup_id: 2,
      user_id: 3,
      message: null,
      status: 'pending',
      date: '2026-12-02T10:00:00Z',
      reason: null,
      decided_at: null,
    };
    const closed: Answers = { '/resource/ftp-choices/': [403, { detail: 'No sFTP access for this group.' }] };
    const { user, onSubmit } = renderForm(
      { creationKinds: ['ftp'], initialValues: { ...emptyResourceForm('ftp'), display_name: 'Relevés' } },
      { ...closed, '/resource/ftp-access-requests/': [200, [request]] },
    );
    const state = await screen.findByTestId('ftp-access-state');
    await waitFor(() => expect(state.dataset.status).toBe('pending'));
    expect(state.textContent).toContain('the request waits for a superuser’s answer');
    // No file to choose in a closed space: the save is what asks for the access.
    for (const name of [/X \/ Longitude/, /Y \/ Latitude/])
      await user.type(screen.getByRole('textbox', { name }), 'x');
    await user.click(screen.getByRole('button', { name: 'Create the resource' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[1]).toBe(false);
  });

  it('shows the refusal of the sFTP access and its reason', async () => {
    renderForm(
      { creationKinds: ['ftp'], initialValues: emptyResourceForm('ftp') },
      {
        '/resource/ftp-choices/': [403, { detail: 'No sFTP access for this group.' }],
        '/resource/ftp-access-requests/': [
          200,
          [
            {
              id: 9,
              usergroup_id: 2,
              user_id: 3,
              message: null,
              status: 'refused',
              date: '2026-12-02T10:00:00Z',
              reason: 'Espace plein',
              decided_at: '2026-12-03T10:00:00Z',
            },
          ],
        ],
      },
    );
    const state = await screen.findByTestId('ftp-access-state');
    await waitFor(() => expect(state.dataset.status).toBe('refused'));
    expect(state.textContent).toContain('Reason: Espace plein');
    expect(state.textContent).toContain('Saving the resource asks for the access again.');
  });

  it('lets a person look at what they may not save', () => {
    renderForm({
      creationKinds: null,
      initialValues: { ...emptyResourceForm('ftp'), display_name: 'Occupation du sol' },
      readOnlyReason: 'sFTP resources are managed by superusers.',
      kindId: 4,
    });
    expect(screen.getByText('sFTP resources are managed by superusers.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save the resource' })).toBeNull();
  });
});
