import { useLingui } from '@lingui/react/macro';
import type { DatastoreTableRef } from '../resourceRel';

/**
 * The table of a database-table resource. Such resources are made by harvesters or through the API; the
 * contract has no call that changes their table, so it is shown, and the rest of the resource is editable.
 */
export function DatastoreTableView({ table, uri }: { table: DatastoreTableRef | null; uri: string | null }) {
  const { t } = useLingui();
  if (!table) {
    return (
      <p className="text-sm text-slate-800">
        {uri ? t`Data: ${uri}` : t`The table of this resource is not known.`}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-900">
      <dt className="font-medium">{t`Database`}</dt>
      <dd>{table.database}</dd>
      <dt className="font-medium">{t`Schema`}</dt>
      <dd>{table.schema}</dd>
      <dt className="font-medium">{t`Table`}</dt>
      <dd>{table.table}</dd>
    </dl>
  );
}
