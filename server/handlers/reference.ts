import { type HandlerMap, ok } from '../http/context.ts';
import { referenceList } from './common.ts';

const list =
  (name: string): HandlerMap[string] =>
  async (ctx) =>
    ok(await referenceList(ctx.services.db, name));

/** Reference lists: plain arrays of `{id, label}` sorted by label, for any signed-in person. */
export const referenceHandlers: HandlerMap = {
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
    return ok(
      await ctx.services.db.query(
        'select id, label, extension, mime_type, is_geographic from data_format order by f_unaccent(label), id',
      ),
    );
  },

  async listRemoteApiIndexTypes(ctx) {
    return ok(
      await ctx.services.db.query(
        'select id, label, implementation_type from remote_api_index_type order by f_unaccent(label), id',
      ),
    );
  },
};
