import { requireDataUser } from '../auth/permissions.ts';
import { optionalString } from '../model/queryValues.ts';
import {
  changeDatastore,
  createDatastore,
  DATASTORE,
  editableDatastore,
  listDatastoreTables,
} from '../model/resource/datastores.ts';
import { created, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

export const datastoreHandlers = {
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
    return ok(
      await listDatastoreTables(ctx.services.db, ctx.params.database, {
        free: ctx.query.free,
        search: optionalString(ctx.query.search),
      }),
    );
  },

  async createDatastore(ctx) {
    return created(await createDatastore(ctx.services.db, ctx.user, ctx.body));
  },

  async partialUpdateDatastore(ctx) {
    const db = ctx.services.db;
    const target = await editableDatastore(db, ctx.user, ctx.params.id);
    return ok(await changeDatastore(db, target, ctx.body));
  },
} satisfies AreaHandlers;
