import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../../api/testing/fakeApi';
import type { DatastoreTableValue } from '../resourceFormSchema';
import { DatastoreTableFields } from './DatastoreTableFields';

afterEach(() => setApiClient());

const NAMES = [
  'bibliotheques',
  'bureaux_de_poste',
  'casernes_pompiers',
  'centres_de_sante',
  'colleges',
  'dechetteries',
  'ecoles_elementaires',
  'ecoles_maternelles',
  'gendarmeries',
  'lycees',
  'mairies',
  'pharmacies',
];
const TABLES = NAMES.map((name) => ({
  schema_name: 'datastore',
  table_name: name,
  label: name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' '),
}));

/** A datastore with one database and the free tables above, searched as the server does. */
function datastore() {
  return fakeApi((request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/resource/datastores/databases/'))
      return jsonResponse([{ name: 'datastore' }]);
    const search = url.searchParams.get('search') ?? '';
    return jsonResponse(TABLES.filter((table) => table.table_name.includes(search)));
  });
}

function Harness({ initial }: { initial: DatastoreTableValue | null }) {
  const [database, setDatabase] = useState<string | null>('datastore');
  const [table, setTable] = useState(initial);
  return (
    <>
      <DatastoreTableFields
        database={database}
        table={table}
        onDatabaseChange={setDatabase}
        onTableChange={setTable}
        errors={{ database: [], table: [] }}
        ids={{ database: 'resource-database', table: 'resource-table' }}
      />
      <output aria-label="chosen">{table ? `${table.schema_name}.${table.table_name}` : 'none'}</output>
    </>
  );
}

function renderFields(initial: DatastoreTableValue | null = null) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = datastore();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <Harness initial={initial} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('DatastoreTableFields', () => {
  it('offers the first 10 free tables and says there are more', async () => {
    const { api, user } = renderFields();
    expect(
      await screen.findByText('Only the first 10 of the 12 free tables are shown: refine the search.'),
    ).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toContain(
      '/fr/resource/datastores/databases/datastore/tables/?free=true',
    );
    await user.click(screen.getByRole('combobox', { name: /^Table/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]?.textContent).toBe('Bibliotheques (datastore.bibliotheques)');
  });

  it('searches the tables as the person types, and chooses one', async () => {
    const { api, user } = renderFields({ schema_name: 'datastore', table_name: 'colleges' });
    const input = screen.getByRole('combobox', { name: /^Table/ });
    expect(input).toHaveProperty('value', 'datastore.colleges');
    await user.clear(input);
    await user.type(input, 'mairie');
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain(
        '/fr/resource/datastores/databases/datastore/tables/?free=true&search=mairie',
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.queryByText(/refine the search/)).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Mairies (datastore.mairies)' }));
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('datastore.mairies');
  });

  it('says when no free table matches', async () => {
    const { user } = renderFields();
    await user.type(await screen.findByRole('combobox', { name: /^Table/ }), 'routes');
    expect(await screen.findByText('No free table matches “routes”.')).toBeTruthy();
  });

  it('forgets the table when the database is left', async () => {
    const { user } = renderFields({ schema_name: 'datastore', table_name: 'colleges' });
    await screen.findByRole('option', { name: 'datastore' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Database/ }), '');
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('none');
    expect(screen.getByText('Choose a database first.')).toBeTruthy();
  });
});
