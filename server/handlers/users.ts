import { requireAccountAdmin } from '../auth/permissions.ts';
import { idList, int, optionalInt, optionalString } from '../model/queryValues.ts';
import { createUser, deleteUser, readableUser, saveUser } from '../model/user/accounts.ts';
import { listUsers } from '../model/user/users.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers, OperationContext } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

async function userPage(
  ctx: OperationContext<'listUsers'> | OperationContext<'listUserRequests'>,
  usergroupId?: number,
) {
  requireAccountAdmin(ctx.user);
  const filters = {
    search: optionalString(ctx.query.search),
    statuses: idList(ctx.query.status__in),
    usergroupId,
    ordering: ctx.query.ordering,
  };
  const page = await listUsers(ctx.services.db, ctx.user, filters, (count) => pageRequest(ctx, count));
  return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
}

export const userHandlers = {
  listUsers: (ctx) => userPage(ctx, optionalInt(ctx.query.usergroup_id)),
  listUserRequests: (ctx) => userPage(ctx),

  async createUser(ctx) {
    return created(await createUser(ctx.services.db, ctx.user, () => ctx.body, ctx.locale));
  },

  async getUser(ctx) {
    return ok(await readableUser(ctx.services.db, ctx.user, int(ctx.params.id)));
  },

  async updateUser(ctx) {
    return ok(await saveUser(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, ctx.locale));
  },

  async partialUpdateUser(ctx) {
    return ok(await saveUser(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, ctx.locale));
  },

  async deleteUser(ctx) {
    await deleteUser(ctx.services.db, ctx.user, int(ctx.params.id));
    return noContent();
  },
} satisfies AreaHandlers;
