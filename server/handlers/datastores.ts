import { requireDataUser } from '../auth/permissions.ts';
import type { Queryable } from '../db/database.ts';
import { created, type HandlerMap, int, ok, optionalString } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkExists, one } from '../model/common.ts';
import { attachKind, resourceForKind } from '../model/resourceKinds.ts';
import { writableResource } from '../model/resources.ts';

/*
 * The datastore: the `datastore` schema of the platform's own database, whose tables database-table
 * resources publish. Its records say which table a resource is (`datastore://{database}/{schema}.{table}`).
 */

const DATASTORE = 'datastore';

type TableRef = { schema_name: string; table_name: string };

type DatastoreRecord = {
  id: number;
  resource_id: number;
  database: string;
  schema_name: string;
  table_name: string;
  dataformat_id: number | null;
};

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

const hrefOf = (record: { database: string } & TableRef): string =>
  `datastore://${record.database}/${record.schema_name}.${record.table_name}`;

/** A record names a database and a table of it that exist (400 on the field that does not; the
 * messages are translated by the server's catalogue). */
async function checkTable(db: Queryable, record: { database: string } & TableRef) {
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

async function recordOf(db: Queryable, id: number) {
  const record = await one<DatastoreRecord>(
    db,
    'select id, resource_id, database, schema_name, table_name, dataformat_id from datastore where id = $1',
    [id],
  );
  return { ...record, href: hrefOf(record) };
}

export const datastoreHandlers: HandlerMap = {
  async checkDatastores(ctx) {
    requireDataUser(ctx.user);
    return { status: 200 };
  },

  async listDatastoreDatabases(ctx) {
    requireDataUser(ctx.user);
    return ok([{ name: DATASTORE }]);
  },

  async listDatastoreTables(ctx) {
    requireDataUser(ctx.user);
    if (ctx.params.database !== DATASTORE) throw notFound(`No database "${String(ctx.params.database)}".`);
    const db = ctx.services.db;
    let tables = await datastoreTables(db);
    if (ctx.query.free === true) {
      const used = await db.query<TableRef>('select schema_name, table_name from datastore');
      tables = tables.filter(
        (t) => !used.some((u) => u.schema_name === t.schema_name && u.table_name === t.table_name),
      );
    }
    const search = optionalString(ctx.query.search)?.toLowerCase();
    if (search)
      tables = tables.filter(
        (t) =>
          t.table_name.toLowerCase().includes(search) ||
          tableLabel(t.table_name).toLowerCase().includes(search),
      );
    return ok(tables.map((t) => ({ ...t, label: tableLabel(t.table_name) })));
  },

  async createDatastore(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { resource_id: number; dataformat_id?: number | null } & {
      database: string;
    } & TableRef;
    const resource = await resourceForKind(ctx, input.resource_id, 'datastores');
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    await checkTable(db, input);
    const [row] = await db.query<{ id: number }>(
      'insert into datastore (resource_id, database, schema_name, table_name, dataformat_id) values ($1, $2, $3, $4, $5) returning id',
      [resource.id, input.database, input.schema_name, input.table_name, input.dataformat_id ?? null],
    );
    const id = row?.id ?? 0;
    await attachKind(db, resource, 'datastores', id, hrefOf(input), input.dataformat_id);
    return created(await recordOf(db, id));
  },

  /**
   * Another table for the resource (DRF partial update of the record): what is not sent stays; the
   * resource's data URI follows, and its update scenario then publishes the new table.
   */
  async partialUpdateDatastore(ctx) {
    const db = ctx.services.db;
    const current = await recordOf(db, int(ctx.params.id));
    const resource = await writableResource(ctx, current.resource_id);
    const input = ctx.body as Partial<{ database: string; dataformat_id: number | null } & TableRef>;
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    const next = {
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
    return ok(await recordOf(db, current.id));
  },
};
