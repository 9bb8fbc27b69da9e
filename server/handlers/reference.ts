import { Params } from '../db/params.ts';
import { type HandlerMap, ok, optionalString } from '../http/context.ts';
import { labelSql, referenceList, searchCondition } from '../model/common.ts';

const list =
  (name: string): HandlerMap[string] =>
  async (ctx) =>
    ok(await referenceList(ctx.services.db, name, ctx.locale));

/** Reference lists: plain arrays of `{id, label}` in the request's language sorted by it, for any signed-in person. */
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

  // `search` as the data-fair connector sends it: a file's extension, matched against the codename.
  // Exact codename or extension matches come first, so that the connector's fallback to the first
  // item (when no codename equals the extension) still lands on the closest format.
  async listDataFormats(ctx) {
    const q = new Params();
    const label = labelSql(ctx.locale, 'f');
    const search = optionalString(ctx.query.search);
    const where = searchCondition(`${label} || ' ' || codename || ' ' || extension`, search, (v) => q.p(v));
    const exact = search
      ? `(f_unaccent(codename) = f_unaccent(${q.p(search)}) or f_unaccent(extension) = f_unaccent(${q.p(search)})) desc,`
      : '';
    return ok(
      await ctx.services.db.query(
        `select id, ${label} as label, codename, extension, mime_type, is_geographic from data_format f
         ${where ? `where ${where}` : ''} order by ${exact} f_unaccent(${label}), id`,
        q.values,
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
