import { int, optionalInt, optionalString } from '../model/queryValues.ts';
import {
  createContact,
  deleteContact,
  listContacts,
  readableContact,
  updateContact,
} from '../model/usergroup/contacts.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

export const contactHandlers = {
  async listContacts(ctx) {
    const filters = {
      usergroupId: optionalInt(ctx.query.usergroup_id),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const page = await listContacts(ctx.services.db, ctx.user, filters, (count) => pageRequest(ctx, count));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async createContact(ctx) {
    return created(await createContact(ctx.services.db, ctx.user, ctx.body));
  },

  async getContact(ctx) {
    return ok(await readableContact(ctx.services.db, ctx.user, int(ctx.params.id)));
  },

  async updateContact(ctx) {
    return ok(await updateContact(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body));
  },

  async deleteContact(ctx) {
    await deleteContact(ctx.services.db, ctx.user, int(ctx.params.id));
    return noContent();
  },
} satisfies AreaHandlers;
