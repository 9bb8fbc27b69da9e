import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { labelSql } from '../common.ts';
import { type DatasetFilters, datasetFilters, datasetOrdering } from './list.ts';
import { datasetDetailUrl } from './view.ts';

const ODL_COLUMNS = [
  'identifiant',
  'titre',
  'description',
  'producteur',
  'mots_cles',
  'themes',
  'licence',
  'frequence_maj',
  'date_creation',
  'date_publication',
  'date_maj',
  'niveau_acces',
  'publie',
  'url',
];

/**
 * One cell of the CSV export. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * read as a formula by spreadsheets (a dataset named `=HYPERLINK(…)` would run in whoever opens the
 * export, security audit M5): it gets a leading `'`, as OWASP's CSV injection guidance asks, and
 * shows as typed. Numbers (the ids) are written as they are.
 */
const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

interface OdlRow {
  id: number;
  display_name: string;
  description: string;
  producer: string;
  keywords: string | null;
  topics: string | null;
  license: string | null;
  frequency: string | null;
  creation_date: string | null;
  publication_date: string;
  last_update_date: string;
  default_permission_level: string;
  publish: boolean | null;
}

/** Who exports: what they may see, and the origin and locale of the labels and URLs. */
export interface Exporter {
  user: CurrentUser;
  origin: string;
  locale: string;
}

/**
 * The datasets the user sees that pass the filters, as the ODL (OpenDataLocale) CSV: UTF-8 with a
 * byte order mark for spreadsheets, labels in the request's language.
 */
export async function datasetsOdlCsv(
  db: Queryable,
  exporter: Exporter,
  filters: DatasetFilters,
): Promise<string> {
  const label = labelSql(exporter.locale, 'r');
  const q = new Params();
  const clause = datasetFilters(exporter.user, filters, q);
  const rows = await db.query<OdlRow>(
    `select d.id, d.display_name, d.description, g.display_name as producer,
       (select string_agg(t.name, ';' order by dt.position) from dataset_tag dt join tag t on t.id = dt.tag_id where dt.dataset_id = d.id) as keywords,
       (select string_agg(${label}, ';' order by ${label}) from reference_item r where r.list = 'topic' and r.id = any(d.topics)) as topics,
       (select ${label} from reference_item r where r.list = 'license' and r.id = d.license) as license,
       (select ${label} from reference_item r where r.list = 'update_frequency' and r.id = d.update_frequency) as frequency,
       d.creation_date, d.publication_date, d.last_update_date, d.default_permission_level, d.publish
     from dataset d join usergroup g on g.id = d.usergroup_id ${clause}
     ${datasetOrdering(filters.ordering)}`,
    q.values,
  );
  const lines = [ODL_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.display_name,
        row.description.replace(/<[^>]*>/g, ''),
        row.producer,
        row.keywords,
        row.topics,
        row.license,
        row.frequency,
        row.creation_date,
        row.publication_date,
        row.last_update_date,
        row.default_permission_level,
        row.publish === false ? 'non' : 'oui',
        datasetDetailUrl(exporter, row.id),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
