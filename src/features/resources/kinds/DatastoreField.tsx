import { useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useKitFieldOf } from '../../../ui/form/useKitField';
import type { ResourceFormValues } from '../resourceFormSchema';
import { DatastoreTableFields } from './DatastoreTableFields';

/** The database and its table: two fields of the resource form edited together, bound to the form. */
export function DatastoreField({ fields }: { fields: { database: AnyFieldApi; table: AnyFieldApi } }) {
  const { t } = useLingui();
  const database = useKitFieldOf<ResourceFormValues['database']>(fields.database, t`Database`);
  const table = useKitFieldOf<ResourceFormValues['table']>(fields.table, t`Table`);
  return (
    <DatastoreTableFields
      database={database.value}
      table={table.value}
      onDatabaseChange={database.onChange}
      onTableChange={table.onChange}
      errors={{ database: database.errors, table: table.errors }}
      ids={{ database: database.id, table: table.id }}
      disabled={database.disabled}
    />
  );
}
