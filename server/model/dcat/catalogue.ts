import { datasetToDcat } from '../../../contract/quality/fromDataset.ts';
import { managedGroups, permissionGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { catalogueTriples, datasetTriples } from './graph.ts';
import { loadDcatInputs } from './inputs.ts';
import { type DcatSyntax, toJsonLd, toTurtle } from './serialise.ts';

/*
 * The DCAT-AP export, a page at a time (issue 51): the published datasets the caller may find
 * (auth/dataAccess.ts: a level of at least `search`), by id. An unpublished dataset is never in it,
 * not even for its editors: the export is what harvesters read. A page is read in six statements
 * (its ids and the count, then loadDcatInputs' four) and written from its triples, so an answer
 * holds one page, never the catalogue.
 */

/** Datasets a page; ckanext-dcat's default is 100 too. */
export const DCAT_PAGE_SIZE = 100;

/** SQL condition: the dataset `d` is published and `user` (null: anonymous) may find it. */
function findableCondition(user: CurrentUser | null, q: Params): string {
  const published = 'coalesce(d.publish, true)';
  if (user?.is_superuser) return published;
  const open = `d.default_permission_level <> 'private'`;
  if (!user) return `${published} and ${open}`;
  // As dataAccess: managing the organisation, the default level, or a special level of a group.
  return `${published} and (${open} or d.usergroup_id = any(${q.p(managedGroups(user))}::int[])
    or d.id in (select p.dataset_id from dataset_permission p
      where p.level <> 'none' and p.usergroup_id = any(${q.p(permissionGroups(user))}::int[])))`;
}

/** The ids of page `page` (from 1) of the export and how many datasets it holds in all. */
export async function exportedPage(
  db: Queryable,
  user: CurrentUser | null,
  page: number,
): Promise<{ ids: number[]; total: number }> {
  const q = new Params();
  const condition = findableCondition(user, q);
  const [ids, [count]] = await Promise.all([
    db.query<{ id: number }>(
      `select d.id from dataset d where ${condition} order by d.id limit ${DCAT_PAGE_SIZE} offset ${(page - 1) * DCAT_PAGE_SIZE}`,
      q.values,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from dataset d where ${condition}`, q.values),
  ]);
  return { ids: ids.map((row) => row.id), total: count?.total ?? 0 };
}

export interface ExportRequest {
  user: CurrentUser | null;
  /** `https://host/fr`: the addresses of the export. */
  baseUrl: string;
  /** The host's name, which names the catalogue. */
  host: string;
  page: number;
  syntax: DcatSyntax;
  uploadsDir: string;
}

/** A page of the export in `syntax`, or null when the page is past the last one. */
export async function exportPage(db: Queryable, request: ExportRequest): Promise<string | null> {
  const { ids, total } = await exportedPage(db, request.user, request.page);
  const lastPage = Math.max(1, Math.ceil(total / DCAT_PAGE_SIZE));
  if (request.page > lastPage) return null;
  const inputs = await loadDcatInputs(db, ids, { baseUrl: request.baseUrl, uploadsDir: request.uploadsDir });
  const records = inputs.map(({ source, context }) => datasetToDcat(source, context));
  const catalogueIri = `${request.baseUrl}/dataset/dcat/catalog/`;
  const pageAddress = (page: number) => `${catalogueIri}?page=${page}`;
  const quads = [
    ...catalogueTriples(
      {
        catalogueIri,
        title: `Catalogue DCAT-AP de ${request.host}`,
        description: `Les jeux de données publiés sur ${request.host}, en DCAT-AP 3.0.1.`,
        publisher: { iri: `${request.baseUrl}/`, name: request.host },
        pageIri: pageAddress(request.page),
        firstPage: pageAddress(1),
        lastPage: pageAddress(lastPage),
        nextPage: request.page < lastPage ? pageAddress(request.page + 1) : null,
        previousPage: request.page > 1 ? pageAddress(request.page - 1) : null,
        totalItems: total,
        itemsPerPage: DCAT_PAGE_SIZE,
      },
      records.map((record) => record.iri),
    ),
    ...records.flatMap(datasetTriples),
  ];
  return request.syntax === 'ttl' ? toTurtle(quads) : JSON.stringify(await toJsonLd(quads));
}
