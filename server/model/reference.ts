import type { components } from '../../contract/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import { labelSql, searchCondition } from './common.ts';

type DataFormat = components['schemas']['DataFormat'];
type RemoteApiIndexType = components['schemas']['RemoteApiIndexType'];

/**
 * The data formats, labelled in `locale`. `search` is what the data-fair connector sends: a file's
 * extension, matched against the codename. Exact codename or extension matches come first, so that
 * the connector's fallback to the first item (when no codename equals the extension) still lands
 * on the closest format.
 */
export async function listDataFormats(
  db: Queryable,
  locale: string,
  search: string | undefined,
): Promise<DataFormat[]> {
  const q = new Params();
  const label = labelSql(locale, 'f');
  const where = searchCondition(`${label} || ' ' || codename || ' ' || extension`, search, (v) => q.p(v));
  const exact = search
    ? `(f_unaccent(codename) = f_unaccent(${q.p(search)}) or f_unaccent(extension) = f_unaccent(${q.p(search)})) desc,`
    : '';
  return db.query<DataFormat>(
    `select id, ${label} as label, codename, extension, mime_type, is_geographic from data_format f
     ${where ? `where ${where}` : ''} order by ${exact} f_unaccent(${label}), id`,
    q.values,
  );
}

export async function listRemoteApiIndexTypes(db: Queryable): Promise<RemoteApiIndexType[]> {
  return db.query<RemoteApiIndexType>(
    'select id, label, implementation_type from remote_api_index_type order by f_unaccent(label), id',
  );
}
