import type { Queryable } from '../../db/database.ts';

export interface PublishedEntryCounts {
  /** False when the dataset is unpublished: its entry was removed. */
  published: boolean;
  resources: number;
  layers: number;
}

type Bbox = [number, number, number, number];

const union = (boxes: Bbox[]): Bbox | null =>
  boxes.length === 0
    ? null
    : [
        Math.min(...boxes.map((b) => b[0])),
        Math.min(...boxes.map((b) => b[1])),
        Math.max(...boxes.map((b) => b[2])),
        Math.max(...boxes.map((b) => b[3])),
      ];

/**
 * Rebuilds the public catalogue entry of a dataset from its metadata and its published resource
 * links (an unpublished dataset — `publish` false — has none: it leaves the catalogue but keeps
 * its metadata, resources and permissions).
 */
export async function rebuildPublishedEntry(db: Queryable, datasetId: number): Promise<PublishedEntryCounts> {
  const [dataset] = await db.query<{
    id: number;
    display_name: string;
    description: string;
    publish: boolean | null;
    organisation: string;
    license: string | null;
    publication_date: string;
    last_update_date: string;
    keywords: string[] | null;
  }>(
    `select d.id, d.display_name, d.description, d.publish, g.display_name as organisation, l.label as license,
       d.publication_date, d.last_update_date,
       (select array_agg(t.name order by dt.position) from dataset_tag dt join tag t on t.id = dt.tag_id
        where dt.dataset_id = d.id) as keywords
     from dataset d join usergroup g on g.id = d.usergroup_id
     left join reference_item l on l.list = 'license' and l.id = d.license
     where d.id = $1`,
    [datasetId],
  );
  if (!dataset) return { published: false, resources: 0, layers: 0 };
  if (dataset.publish === false) {
    await db.query('delete from catalogue_entry where dataset_id = $1', [datasetId]);
    return { published: false, resources: 0, layers: 0 };
  }
  const resources = await db.query<{
    id: number;
    display_name: string;
    type: number;
    href: string | null;
    format: string | null;
    hidden: boolean;
  }>(
    `select r.id, r.display_name, rd.type, r.href, f.label as format, r.hidden
     from resource_dataset rd join resource r on r.id = rd.resource_id
     left join data_format f on f.id = r.dataformat_id
     where rd.dataset_id = $1 and rd.published and not r.hidden order by rd.type, rd.id`,
    [datasetId],
  );
  const layers = await db.query<{
    resource_id: number;
    name: string;
    label: string;
    feature_count: number | null;
    bbox: Bbox | null;
  }>(
    'select resource_id, name, label, feature_count, bbox from geographic_layer where resource_id = any($1::int[]) order by id',
    [resources.map((r) => r.id)],
  );
  const document = {
    id: dataset.id,
    title: dataset.display_name,
    description: dataset.description,
    organisation: dataset.organisation,
    license: dataset.license,
    keywords: dataset.keywords ?? [],
    publication_date: dataset.publication_date,
    last_update_date: dataset.last_update_date,
    bbox: union(layers.flatMap((l) => (l.bbox ? [l.bbox] : []))),
    resources: resources.map((r) => ({
      id: r.id,
      title: r.display_name,
      main: r.type === 1,
      format: r.format,
      href: r.href,
      layers: layers
        .filter((l) => l.resource_id === r.id)
        .map((l) => ({ name: l.name, label: l.label, features: l.feature_count, bbox: l.bbox })),
    })),
  };
  await db.query(
    `insert into catalogue_entry (dataset_id, document, indexed_at) values ($1, $2, now())
     on conflict (dataset_id) do update set document = excluded.document, indexed_at = excluded.indexed_at`,
    [datasetId, JSON.stringify(document)],
  );
  return { published: true, resources: resources.length, layers: layers.length };
}
