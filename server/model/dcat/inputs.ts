import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import {
  type DataFormatFacts,
  type DcatContext,
  type DcatLabels,
  type DcatResource,
  type DcatSource,
  type DistributionFacts,
  downloadRoute,
} from '../../../contract/quality/fromDataset.ts';
import type { Queryable } from '../../db/database.ts';

/*
 * What datasetToDcat (contract/quality/fromDataset.ts) needs for many datasets at once (issue 51),
 * in four statements whatever their number: the datasets with their keywords and contacts, their
 * published links to resources with each resource's address, stored file and last URL check, the
 * reference lists and the data formats. Reachability is read from what the platform already knows
 * (url_check for URL resources, the stored file for files): nothing is requested while exporting
 * or scoring.
 */

/** One dataset and the context datasetToDcat maps it in (the lists are shared by all). */
export interface DcatInput {
  source: DcatSource;
  context: DcatContext;
}

export interface DcatInputOptions {
  /** The platform's root with its locale (`https://host/fr`); '' writes root-relative addresses. */
  baseUrl?: string;
  /** The uploads folder: when given, a stored file counts as reachable only if it is on disk. */
  uploadsDir?: string;
}

interface DatasetRow {
  id: number;
  display_name: string;
  description: string;
  tags: string[];
  categories: number[];
  restrictions: number[];
  usergroup: number;
  usergroup_display_name: string;
  license: number | null;
  granularity: number | null;
  bounds: number[] | null;
  publication_date: string;
  last_update_date: string;
  update_frequency: number | null;
  vintage_year: number | null;
  default_permission_level: DcatSource['default_permission_level'];
  contact_roles: { role: number; contact: { name: string; email: string } }[];
}

interface LinkRow {
  dataset_id: number;
  link_type: number;
  id: number;
  display_name: string;
  description: string | null;
  dataformat_id: number | null;
  hidden: boolean;
  last_update: string | null;
  kind: string | null;
  href: string | null;
  stored_path: string | null;
  size: number | null;
  checked_ok: boolean | null;
  public_download: boolean;
}

const DATASETS = `select d.id, d.display_name, d.description, d.categories, d.restrictions,
    d.usergroup_id as usergroup, g.display_name as usergroup_display_name, d.license, d.granularity,
    d.bounds, to_char(d.publication_date, 'YYYY-MM-DD') as publication_date,
    to_char(d.last_update_date, 'YYYY-MM-DD') as last_update_date, d.update_frequency, d.vintage_year,
    d.default_permission_level,
    coalesce((select json_agg(t.name order by dt.position) from dataset_tag dt join tag t on t.id = dt.tag_id
              where dt.dataset_id = d.id), '[]') as tags,
    coalesce((select json_agg(json_build_object('role', dcr.role,
                'contact', json_build_object('name', c.name, 'email', c.email)) order by dcr.id)
              from dataset_contact_role dcr join contact c on c.id = dcr.contact_id
              where dcr.dataset_id = d.id), '[]') as contact_roles
  from dataset d join usergroup g on g.id = d.usergroup_id
  where d.id = any($1::int[])`;

// The links the public sees (published); hidden resources are read so the mapping leaves them out
// itself, as it does for a form's. The public may download when the dataset is published at
// download level (auth/dataAccess.ts).
const LINKS = `select rd.dataset_id, rd.type as link_type, r.id, r.display_name, r.description, r.dataformat_id,
    r.hidden, to_char(r.last_update, 'YYYY-MM-DD') as last_update, r.kind, lf.href,
    coalesce(f.stored_path, case when r.kind = 'ftp' then 'ftp/' || d.usergroup_id || '/' || ftp.file_path end) as stored_path,
    f.size, uc.ok as checked_ok,
    (coalesce(d.publish, true) and d.default_permission_level = 'download') as public_download
  from resource_dataset rd
  join dataset d on d.id = rd.dataset_id
  join resource r on r.id = rd.resource_id
  left join linked_file lf on lf.id = r.kind_id and lf.kind = r.kind
  left join file_upload f on f.id = r.kind_id and r.kind = 'file-upload'
  left join ftp on ftp.id = r.kind_id and r.kind = 'ftp'
  left join url_check uc on uc.resource_id = r.id
  where rd.dataset_id = any($1::int[]) and rd.published
  order by rd.dataset_id, rd.type, rd.id`;

const LISTS = `select list, id, label from reference_item
  where list in ('category', 'license', 'update_frequency', 'restriction', 'granularity', 'contact_role')`;

const FORMATS = 'select id, label, extension, mime_type from data_format';

const isWebAddress = (href: string | null): href is string => {
  if (!href) return false;
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** Whether a stored file is on disk, under the uploads folder (a path that leaves it is not). */
async function storedFileExists(uploadsDir: string, storedPath: string): Promise<boolean> {
  const root = resolve(uploadsDir);
  const path = resolve(root, storedPath);
  if (!path.startsWith(root + sep)) return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** What the platform knows of one link's addresses. */
async function factsOf(
  row: LinkRow,
  baseUrl: string,
  uploadsDir: string | undefined,
): Promise<DistributionFacts> {
  const remote = (row.kind === 'href' || row.kind === 'file-download') && isWebAddress(row.href);
  const stored = row.stored_path !== null && (row.kind === 'file-upload' || row.kind === 'ftp');
  const fileThere = stored
    ? uploadsDir === undefined
      ? true
      : await storedFileExists(uploadsDir, row.stored_path as string)
    : null;
  // A URL resource's address is what its last check says; a file, whether it is stored; the
  // download route refuses the public when the dataset is not at download level.
  const dataReachable = remote
    ? row.checked_ok
    : stored
      ? fileThere
      : row.kind === 'datastores'
        ? true
        : null;
  const downloadUrl = row.public_download
    ? remote
      ? (row.href as string)
      : stored || row.kind === 'datastores'
        ? downloadRoute(baseUrl, row.dataset_id, row.id)
        : null
    : null;
  return {
    resourceId: row.id,
    downloadUrl,
    accessUrlReachable: row.public_download ? dataReachable : false,
    downloadUrlReachable: downloadUrl === null ? null : dataReachable,
    byteSize: row.size,
    mediaType: null,
  };
}

const asResource = (row: LinkRow): DcatResource => ({
  id: row.id,
  display_name: row.display_name,
  description: row.description,
  dataformat_id: row.dataformat_id,
  hidden: row.hidden,
  last_update: row.last_update,
});

/**
 * Everything datasetToDcat needs for the datasets `datasetIds` (those that exist, in that order),
 * in four statements.
 */
export async function loadDcatInputs(
  db: Queryable,
  datasetIds: readonly number[],
  options: DcatInputOptions = {},
): Promise<DcatInput[]> {
  const baseUrl = options.baseUrl ?? '';
  const ids = [...new Set(datasetIds)];
  const [datasets, links, lists, formats] = await Promise.all([
    db.query<DatasetRow>(DATASETS, [ids]),
    db.query<LinkRow>(LINKS, [ids]),
    db.query<{ list: string; id: number; label: string }>(LISTS),
    db.query<{ id: number; label: string; extension: string; mime_type: string }>(FORMATS),
  ]);
  const list = (name: string) => new Map(lists.filter((r) => r.list === name).map((r) => [r.id, r.label]));
  const labels: DcatLabels = {
    categories: list('category'),
    licences: list('license'),
    updateFrequencies: list('update_frequency'),
    restrictions: list('restriction'),
    granularities: list('granularity'),
    contactRoles: list('contact_role'),
    dataFormats: new Map<number, DataFormatFacts>(
      formats.map((f) => [f.id, { label: f.label, extension: f.extension, mime: f.mime_type }]),
    ),
  };
  // A resource linked to two datasets has facts per link: its download route names the dataset.
  const byDataset = new Map<number, { links: LinkRow[]; facts: Map<number, DistributionFacts> }>();
  for (const row of links) {
    const entry = byDataset.get(row.dataset_id) ?? { links: [] as LinkRow[], facts: new Map() };
    entry.links.push(row);
    entry.facts.set(row.id, await factsOf(row, baseUrl, options.uploadsDir));
    byDataset.set(row.dataset_id, entry);
  }
  const byId = new Map(datasets.map((row) => [row.id, row]));
  return ids.flatMap((id): DcatInput[] => {
    const row = byId.get(id);
    if (!row) return [];
    const own = byDataset.get(id) ?? { links: [], facts: new Map() };
    const main = own.links.find((link) => link.link_type === 1);
    const source: DcatSource = {
      ...row,
      main_resource: main ? asResource(main) : null,
      resource_annexes: own.links.filter((link) => link.link_type !== 1).map(asResource),
    };
    return [{ source, context: { baseUrl, labels, distributions: own.facts } }];
  });
}
