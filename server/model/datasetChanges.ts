import sanitizeHtml from 'sanitize-html';
import type { components } from '../../contract/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { say } from '../http/messages.ts';
import { labelSql } from './common.ts';
import type { DatasetSnapshot } from './datasetVersions.ts';

export type FieldChange = components['schemas']['FieldChange'];

/** How each field is compared and read (issue 33): the history and the bulk edit preview share it. */
type FieldKind =
  | { kind: 'text' }
  | { kind: 'richText' }
  | { kind: 'reference'; list: string }
  | { kind: 'references'; list: string }
  | { kind: 'keywords' }
  | { kind: 'usergroup' }
  | { kind: 'dataset' }
  | { kind: 'choice'; labels: Record<string, { fr: string; en: string; it: string }> }
  | { kind: 'json' };

const LEVELS = {
  private: { fr: 'Privé', en: 'Private', it: 'Privato' },
  search: { fr: 'Recherche', en: 'Search', it: 'Ricerca' },
  consultation: { fr: 'Consultation', en: 'Consultation', it: 'Consultazione' },
  download: { fr: 'Téléchargement', en: 'Download', it: 'Download' },
};
const COVERAGES = {
  organisation: {
    fr: 'Territoire de l’organisation',
    en: 'Territory of the organisation',
    it: 'Territorio dell’organizzazione',
  },
  data: { fr: 'Calculée sur les données', en: 'Calculated on the data', it: 'Calcolata sui dati' },
};

/** The fields compared, in the order the form shows them. */
const FIELDS: readonly [string, FieldKind][] = [
  ['display_name', { kind: 'text' }],
  ['codename', { kind: 'text' }],
  ['description', { kind: 'richText' }],
  ['tags', { kind: 'keywords' }],
  ['categories', { kind: 'references', list: 'category' }],
  ['topics', { kind: 'references', list: 'topic' }],
  ['kinds', { kind: 'references', list: 'kind' }],
  ['recommended_usage', { kind: 'richText' }],
  ['restrictions', { kind: 'references', list: 'restriction' }],
  ['usergroup', { kind: 'usergroup' }],
  ['license', { kind: 'reference', list: 'license' }],
  ['granularity', { kind: 'reference', list: 'granularity' }],
  ['geographical_coverage', { kind: 'choice', labels: COVERAGES }],
  ['creation_date', { kind: 'text' }],
  ['last_review_date', { kind: 'text' }],
  ['publication_date', { kind: 'text' }],
  ['last_update_date', { kind: 'text' }],
  ['update_frequency', { kind: 'reference', list: 'update_frequency' }],
  ['vintage_year', { kind: 'text' }],
  ['constitution_mode', { kind: 'text' }],
  ['record_type', { kind: 'reference', list: 'record_type' }],
  ['parent', { kind: 'dataset' }],
  ['default_permission_level', { kind: 'choice', labels: LEVELS }],
  ['extras', { kind: 'json' }],
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A rich text as people read it: its words without the markup, blocks and line breaks as spaces,
 * spaces collapsed. Two texts that read the same are the same, whatever their formatting.
 */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The value of a field reduced to what is compared: equal keys, no change. */
function comparable(kind: FieldKind, value: unknown): string {
  switch (kind.kind) {
    case 'richText':
      return typeof value === 'string' ? plainText(value) : '';
    case 'references':
      return JSON.stringify([...ids(value)].sort((a, b) => a - b));
    case 'keywords':
      return JSON.stringify(Array.isArray(value) ? value : []);
    case 'json':
      return JSON.stringify(sortedKeys(value ?? {}));
    default:
      return value === null || value === undefined || value === '' ? '' : String(value);
  }
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sortedKeys(v)]),
  );
}

/** The names of the references, user groups and datasets two snapshots name, in `locale`. */
interface Names {
  /** By `list:id`. */
  references: Map<string, string>;
  usergroups: Map<number, string>;
  datasets: Map<number, string>;
}

async function namesOf(
  db: Queryable,
  locale: string,
  pairs: [unknown, unknown][],
  fields: [string, FieldKind][],
) {
  // Reference ids are numbered per list (primary key (list, id)): a licence 3 is not a topic 3.
  const refs = new Map<string, { list: string; id: number }>();
  const groupIds = new Set<number>();
  const datasetIds = new Set<number>();
  pairs.forEach((pair, index) => {
    const kind = fields[index]?.[1];
    for (const value of pair) {
      if (kind?.kind === 'references')
        for (const v of ids(value)) refs.set(`${kind.list}:${v}`, { list: kind.list, id: v });
      const single = id(value);
      if (single === null) continue;
      if (kind?.kind === 'reference') refs.set(`${kind.list}:${single}`, { list: kind.list, id: single });
      if (kind?.kind === 'usergroup') groupIds.add(single);
      if (kind?.kind === 'dataset') datasetIds.add(single);
    }
  });
  const names: Names = { references: new Map(), usergroups: new Map(), datasets: new Map() };
  if (refs.size > 0) {
    const wanted = [...refs.values()];
    const rows = await db.query<{ list: string; id: number; label: string }>(
      `select r.list, r.id, ${labelSql(locale, 'r')} as label from reference_item r
       join unnest($1::text[], $2::int[]) as w(list, id) on w.list = r.list and w.id = r.id`,
      [wanted.map((ref) => ref.list), wanted.map((ref) => ref.id)],
    );
    for (const row of rows) names.references.set(`${row.list}:${row.id}`, row.label);
  }
  if (groupIds.size > 0) {
    const rows = await db.query<{ id: number; name: string }>(
      'select id, display_name as name from usergroup where id = any($1::int[])',
      [[...groupIds]],
    );
    for (const row of rows) names.usergroups.set(row.id, row.name);
  }
  if (datasetIds.size > 0) {
    const rows = await db.query<{ id: number; name: string }>(
      'select id, display_name as name from dataset where id = any($1::int[])',
      [[...datasetIds]],
    );
    for (const row of rows) names.datasets.set(row.id, row.name);
  }
  return names;
}

/** A name that is gone (a deleted reference, group or dataset) is read by its id. */
const named = (names: Map<number, string>, key: number): string => names.get(key) ?? `n° ${key}`;

/** A field's value as people read it, in `locale`; null when empty. */
function readable(locale: string, kind: FieldKind, value: unknown, names: Names): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind.kind) {
    case 'richText':
      return typeof value === 'string' ? plainText(value) || null : null;
    case 'references': {
      const labels = ids(value).map((v) => names.references.get(`${kind.list}:${v}`) ?? `n° ${v}`);
      return labels.length === 0 ? null : labels.sort((a, b) => a.localeCompare(b, locale)).join(', ');
    }
    case 'keywords':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : null;
    case 'reference':
      return id(value) === null ? null : (names.references.get(`${kind.list}:${value}`) ?? `n° ${value}`);
    case 'usergroup':
      return id(value) === null ? null : named(names.usergroups, value as number);
    case 'dataset':
      return id(value) === null ? null : named(names.datasets, value as number);
    case 'choice': {
      const label = kind.labels[String(value)];
      return label ? say(locale, label) : String(value);
    }
    case 'json': {
      const text = JSON.stringify(sortedKeys(value));
      return text === '{}' ? null : text;
    }
    default:
      return String(value);
  }
}

/**
 * Which fields differ between two snapshots of a dataset, from what to what, as people read them in
 * `locale` (FieldChange). `before` null: the dataset's first version, whose filled fields are all
 * changes. Only the fields `only` names when given (a bulk edit's).
 */
export async function fieldChanges(
  db: Queryable,
  locale: string,
  before: DatasetSnapshot | null,
  after: DatasetSnapshot,
  only?: readonly string[],
): Promise<FieldChange[]> {
  const fields = FIELDS.filter(
    ([field, kind]) =>
      (!only || only.includes(field)) &&
      comparable(kind, before?.[field] ?? null) !== comparable(kind, after[field] ?? null),
  );
  const pairs: [unknown, unknown][] = fields.map(([field]) => [
    before?.[field] ?? null,
    after[field] ?? null,
  ]);
  const names = await namesOf(db, locale, pairs, [...fields]);
  return fields.map(([field, kind], index) => ({
    field,
    before: readable(locale, kind, pairs[index]?.[0], names),
    after: readable(locale, kind, pairs[index]?.[1], names),
  }));
}
