import { referenceList } from '../model/common.ts';
import { optionalString } from '../model/queryValues.ts';
import { listDataFormats, listRemoteApiIndexTypes } from '../model/reference.ts';
import { type AppServices, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

const list = (name: string) => async (ctx: { services: AppServices; locale: string }) =>
  ok(await referenceList(ctx.services.db, name, ctx.locale));

/** Reference lists: plain arrays of `{id, label}` in the request's language sorted by it, for any signed-in person. */
export const referenceHandlers = {
  listCategories: list('category'),
  listGranularities: list('granularity'),
  listLicenses: list('license'),
  listTopics: list('topic'),
  listKinds: list('kind'),
  listRestrictions: list('restriction'),
  listUpdateFrequencies: list('update_frequency'),
  listRecordTypes: list('record_type'),
  listContactRoles: list('contact_role'),
  listSchedulers: list('scheduler'),
  listUserStatuses: list('user_status'),
  listUserGroupStatuses: list('usergroup_status'),
  listUserGroupRoles: list('usergroup_role'),
  listOrganisationTypes: list('organisation_type'),

  async listDataFormats(ctx) {
    return ok(await listDataFormats(ctx.services.db, ctx.locale, optionalString(ctx.query.search)));
  },

  async listRemoteApiIndexTypes(ctx) {
    return ok(await listRemoteApiIndexTypes(ctx.services.db));
  },
} satisfies AreaHandlers;
