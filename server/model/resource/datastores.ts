import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../messages/errors.ts';
import { checkExists, one } from '../common.ts';
import { attachKind, type EditableRecord, resourceForKind } from './kinds.ts';
import { writableResource } from './resources.ts';

/*
 * The datastore: the `datastore` schema of the platform's own database, whose tables database-table
 * resources publish. Its records say which table a resource is (`datastore://{database}/{schema}.{table}`).
 */

type Schemas = components['schemas'];
type Datastore = Schemas['Datastore'];
type TableRef = { schema_name: string; table_name: string };
type DatabaseTable = { database: string } & TableRef;

export const DATASTORE = 'datastore';

async function datastoreTables(db: Queryable) {
  return db.query<TableRef>(
    `select table_schema as schema_name, table_name from information_schema.tables
     where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [DATASTORE],
  );
}

const tableLabel = (table: string): string => {
  const words = table.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const hrefOf = (record: DatabaseTable): string =>
  `datastore://${record.database}/${record.schema_name}.${record.table_name}`;

/**
 * The tables of a database of the datastore (404 for another database), with `free` only those no
 * record uses yet, with `search` those whose name or label holds it.
 */
export async function listDatastoreTables(
  db: Queryable,
  database: string,
  options: { free?: boolean; search?: string },
): Promise<Schemas['DatastoreTable'][]> {
  if (database !== DATASTORE) throw notFound(`No database "${database}".`);
  let tables = await datastoreTables(db);
  if (options.free === true) {
    const used = await db.query<TableRef>('select schema_name, table_name from datastore');
    tables = tables.filter(
      (t) => !used.some((u) => u.schema_name === t.schema_name && u.table_name === t.table_name),
    );
  }
  const search = options.search?.toLowerCase();
  if (search)
    tables = tables.filter(
      (t) =>
        t.table_name.toLowerCase().includes(search) ||
        tableLabel(t.table_name).toLowerCase().includes(search),
    );
  return tables.map((t) => ({ ...t, label: tableLabel(t.table_name) }));
}

/** A record names a database and a table of it that exist (400 on the field that does not; the
 * messages are translated by the server's catalogue). */
async function checkTable(db: Queryable, record: DatabaseTable) {
  if (record.database !== DATASTORE) {
    throw new HttpError(400, { database: [`Unknown database "${record.database}".`] });
  }
  const tables = await datastoreTables(db);
  if (!tables.some((t) => t.schema_name === record.schema_name && t.table_name === record.table_name)) {
    throw new HttpError(400, {
      table_name: [`No table ${record.schema_name}.${record.table_name} in the datastore.`],
    });
  }
}

async function recordOf(db: Queryable, id: number): Promise<Datastore> {
  const record = await one<Omit<Datastore, 'href'>>(
    db,
    'select id, resource_id, database, schema_name, table_name, dataformat_id from datastore where id = $1',
    [id],
  );
  return { ...record, href: hrefOf(record) };
}

export async function createDatastore(
  db: Queryable,
  user: CurrentUser,
  input: Schemas['DatastoreInput'],
): Promise<Datastore> {
  const resource = await resourceForKind(db, user, input.resource_id, 'datastores');
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await checkTable(db, input);
  const [row] = await db.query<{ id: number }>(
    'insert into datastore (resource_id, database, schema_name, table_name, dataformat_id) values ($1, $2, $3, $4, $5) returning id',
    [resource.id, input.database, input.schema_name, input.table_name, input.dataformat_id ?? null],
  );
  if (!row) throw new Error('Datastore record not created');
  await attachKind(db, resource, 'datastores', row.id, hrefOf(input), input.dataformat_id);
  return recordOf(db, row.id);
}

/** A datastore record the user may change (404, 403). */
export async function editableDatastore(
  db: Queryable,
  user: CurrentUser,
  id: number,
): Promise<EditableRecord<Datastore>> {
  const record = await recordOf(db, id);
  return { record, resource: await writableResource(db, user, record.resource_id) };
}

/**
 * Another table for the resource (DRF partial update of the record): what is not sent stays; the
 * resource's data URI follows, and its update scenario then publishes the new table.
 */
export async function changeDatastore(
  db: Queryable,
  { record: current, resource }: EditableRecord<Datastore>,
  input: Schemas['DatastorePatchInput'],
): Promise<Datastore> {
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  const next: DatabaseTable = {
    database: input.database ?? current.database,
    schema_name: input.schema_name ?? current.schema_name,
    table_name: input.table_name ?? current.table_name,
  };
  await checkTable(db, next);
  await db.query(
    'update datastore set database = $1, schema_name = $2, table_name = $3, dataformat_id = coalesce($4, dataformat_id) where id = $5',
    [next.database, next.schema_name, next.table_name, input.dataformat_id ?? null, current.id],
  );
  await attachKind(db, resource, 'datastores', current.id, hrefOf(next), input.dataformat_id);
  return recordOf(db, current.id);
}
