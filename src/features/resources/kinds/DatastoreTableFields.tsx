import { Combobox, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { datastoreDatabasesQuery, datastoreTablesQuery } from '../../../api/resourceKinds';
import { sanitiseOnInput } from '../../../lib/sanitiseText';
import { FieldComboboxInput } from '../../../ui/fields/FieldComboboxInput';
import { FieldShell } from '../../../ui/fields/FieldShell';
import { controlClass } from '../../../ui/fields/fieldStyles';
import { SelectField } from '../../../ui/fields/SelectField';
import type { DatastoreTableValue } from '../resourceFormSchema';

/** Section 9: the table list shows only the first 10 tables; the search narrows it. */
export const SHOWN_TABLES = 10;

type DatastoreTableFieldsProps = {
  database: string | null;
  table: DatastoreTableValue | null;
  onDatabaseChange: (database: string | null) => void;
  onTableChange: (table: DatastoreTableValue | null) => void;
  errors: { database: readonly string[]; table: readonly string[] };
  ids: { database: string; table: string };
  disabled?: boolean;
};

const qualifiedName = (table: DatastoreTableValue | null) =>
  table ? `${table.schema_name}.${table.table_name}` : '';

const sameTable = (a: DatastoreTableValue | null, b: DatastoreTableValue | null) =>
  a?.schema_name === b?.schema_name && a?.table_name === b?.table_name;

/**
 * A database-table resource's table: the database first, then one of its tables that no resource
 * uses yet (GET tables with `free=true`), found by typing part of its name (`search`).
 */
export function DatastoreTableFields({
  database,
  table,
  onDatabaseChange,
  onTableChange,
  errors,
  ids,
  disabled,
}: DatastoreTableFieldsProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const search = query.trim();
  const databases = useQuery(datastoreDatabasesQuery());
  const tables = useQuery({
    ...datastoreTablesQuery(database ?? '', { free: true, search: search || undefined }),
    enabled: database !== null && !disabled,
    placeholderData: keepPreviousData,
  });
  const databaseNames = (databases.data ?? []).map((entry) => entry.name);
  // The database read from the resource's data URI stays offered even before the list has arrived.
  if (database && !databaseNames.includes(database)) databaseNames.unshift(database);
  const found = tables.data ?? [];
  const shown = found.slice(0, SHOWN_TABLES);
  const total = found.length;

  const tableHelp =
    database === null
      ? t`Choose a database first.`
      : tables.isError
        ? t`The tables of the database could not be loaded.`
        : tables.isPending
          ? t`Loading the tables…`
          : total > SHOWN_TABLES
            ? t`Only the first ${SHOWN_TABLES} of the ${total} free tables are shown: refine the search.`
            : total === 0
              ? search
                ? t`No free table matches “${search}”.`
                : t`The database has no free table: every table is published by a resource.`
              : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={ids.database}
        label={t`Database`}
        required
        options={databaseNames.map((name) => ({ value: name, label: name }))}
        value={database}
        onChange={(next) => {
          onDatabaseChange(next);
          onTableChange(null);
          setQuery('');
        }}
        disabled={disabled}
        help={databases.isError ? t`The databases of the datastore could not be loaded.` : undefined}
        errors={errors.database}
      />
      <FieldShell
        id={ids.table}
        label={t`Table`}
        required
        help={tableHelp ? <span aria-live="polite">{tableHelp}</span> : undefined}
        errors={errors.table}
      >
        {(control) => (
          <Combobox
            value={table}
            by={sameTable}
            immediate
            disabled={disabled || database === null}
            onChange={(next: DatastoreTableValue | null) => {
              onTableChange(next ? { schema_name: next.schema_name, table_name: next.table_name } : null);
              setQuery('');
            }}
          >
            <FieldComboboxInput
              {...control}
              className={controlClass(errors.table.length > 0)}
              displayValue={qualifiedName}
              placeholder={t`Type part of the table's name`}
              onChange={(event) => setQuery(sanitiseOnInput(event.target.value))}
            />
            <ComboboxOptions
              anchor="bottom start"
              className="z-40 w-(--input-width) rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
            >
              {shown.map((entry) => (
                <ComboboxOption
                  key={`${entry.schema_name}.${entry.table_name}`}
                  value={entry}
                  className="cursor-pointer px-3 py-1.5 text-sm text-slate-900 data-focus:bg-blue-50"
                >
                  {entry.label} ({entry.schema_name}.{entry.table_name})
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </Combobox>
        )}
      </FieldShell>
    </div>
  );
}
