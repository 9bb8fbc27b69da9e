import { MAX_DESCRIPTION_DEPTH, nestingDepth } from '../../contract/datasetBounds.ts';
import { sanitiseDescription } from '../../contract/sanitiseRichText.ts';
import { canManageGroup, editableDatasetCondition, visibleDatasetCondition } from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import { sanitiseDescriptionOffThread } from '../data/sanitiserPool.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import {
  created,
  type HandlerContext,
  type HandlerMap,
  idList,
  int,
  noContent,
  ok,
  optionalBool,
  optionalString,
  stringList,
} from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { absoluteUrl } from '../http/origin.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import {
  checkExists,
  checkReferences,
  codenameOf,
  isoRequired,
  labelSql,
  one,
  searchCondition,
} from '../model/common.ts';
import { CONTACT_COLUMNS, type ContactRow, serialiseContact } from '../model/contacts.ts';
import { queuePublication } from '../model/datasetPublication.ts';
import {
  addActivity,
  canViewDataset,
  DATASET_SELECT,
  type DatasetRow,
  datasetRow,
  editableDataset,
  visibleDataset,
} from '../model/datasets.ts';
import { imageUrl, removeImage, storeImage } from '../model/images.ts';
import { RESOURCE_COLUMNS, type ResourceRow, serialiseResources } from '../model/resources.ts';

/** What an answer is built for: who asks (what they may see), and the origin and locale of its URLs. */
type Audience = Pick<HandlerContext, 'user' | 'origin' | 'locale'> & { services: { db: Queryable } };

/** Absolute URL of a dataset's page in the back-office, the one the ODL export names too. */
const detailUrl = (audience: Pick<HandlerContext, 'origin' | 'locale'>, id: number): string =>
  `${audience.origin}/publish/${audience.locale}/data/datasets/${id}/`;

/**
 * The answer of each dataset for the user who asks: its children are the ones they may see (a
 * private child's name is not given away through its parent). The keywords are answered as `tags`,
 * the field name of django-taggit's serializer, which the platform's clients read and write.
 */
async function serialiseDatasets(audience: Audience, rows: DatasetRow[]) {
  const db = audience.services.db;
  const user = audience.user;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const childParams = new Params();
  const parentIds = childParams.p(ids);
  const visibleChild = await visibleDatasetCondition(db, user, childParams);
  const [tags, contactRoles, children, links] = await Promise.all([
    db.query<{ dataset_id: number; name: string }>(
      'select dt.dataset_id, t.name from dataset_tag dt join tag t on t.id = dt.tag_id where dt.dataset_id = any($1::int[]) order by dt.position',
      [ids],
    ),
    db.query<ContactRow & { role_id: number; dataset_id: number; attachment_role: number }>(
      `select dcr.id as role_id, dcr.dataset_id, dcr.role as attachment_role, ${CONTACT_COLUMNS}
       from dataset_contact_role dcr join contact c on c.id = dcr.contact_id where dcr.dataset_id = any($1::int[]) order by dcr.id`,
      [ids],
    ),
    db.query<{ parent_id: number; id: number; display_name: string }>(
      `select d.parent_id, d.id, d.display_name from dataset d
       where d.parent_id = any(${parentIds}::int[]) and ${visibleChild} order by d.display_name, d.id`,
      childParams.values,
    ),
    db.query<ResourceRow & { dataset_id: number; link_type: number; link_id: number }>(
      `select rd.dataset_id, rd.type as link_type, rd.id as link_id, ${RESOURCE_COLUMNS}
       from resource_dataset rd join resource r on r.id = rd.resource_id where rd.dataset_id = any($1::int[]) order by rd.id`,
      [ids],
    ),
  ]);
  const resources = await serialiseResources(db, links, audience.origin);
  return rows.map((row) => {
    const own = links
      .map((link, index) => ({ link, resource: resources[index] }))
      .filter((entry) => entry.link.dataset_id === row.id && entry.resource);
    const main = own.find((entry) => entry.link.link_type === 1);
    const annexes = own.filter((entry) => entry.link.link_type === 2);
    return {
      id: row.id,
      display_name: row.display_name,
      codename: row.codename,
      description: row.description,
      thumbnail: absoluteUrl(audience.origin, imageUrl(row.thumbnail)),
      tags: tags.filter((t) => t.dataset_id === row.id).map((t) => t.name),
      categories: row.categories,
      topics: row.topics,
      kinds: row.kinds,
      recommended_usage: row.recommended_usage,
      restrictions: row.restrictions,
      usergroup: row.usergroup_id,
      usergroup_display_name: row.usergroup_display_name,
      contact_roles: contactRoles
        .filter((c) => c.dataset_id === row.id)
        .map((c) => ({ id: c.role_id, contact: serialiseContact(c), role: c.attachment_role })),
      license: row.license,
      granularity: row.granularity,
      geographical_coverage: row.geographical_coverage,
      creation_date: row.creation_date,
      last_review_date: row.last_review_date,
      publication_date: row.publication_date,
      last_update_date: row.last_update_date,
      update_frequency: row.update_frequency,
      vintage_year: row.vintage_year,
      constitution_mode: row.constitution_mode,
      record_type: row.record_type,
      parent: row.parent_id,
      children: children
        .filter((c) => c.parent_id === row.id)
        .map((c) => ({ id: c.id, display_name: c.display_name })),
      default_permission_level: row.default_permission_level,
      publish: row.publish,
      main_resource: main?.resource ? { ...main.resource, type: 1 } : null,
      resource_annexes: annexes.map((entry) => ({ ...entry.resource, type: 2 })),
      annexes_count: annexes.length,
      extras: row.extras ?? {},
      detail_url: detailUrl(audience, row.id),
      last_modified: isoRequired(row.last_modified),
    };
  });
}

async function datasetById(ctx: HandlerContext, id: number) {
  const [dataset] = await serialiseDatasets(ctx, [await datasetRow(ctx.services.db, id)]);
  return dataset;
}

const DATASET_ORDERING: Record<string, string> = {
  last_modified: 'd.last_modified',
  display_name: 'f_unaccent(d.display_name)',
  usergroup__display_name: 'f_unaccent(g.display_name)',
  creation_date: 'd.creation_date',
  publish: 'coalesce(d.publish, true)',
};

/** WHERE clause of the dataset list and export: visibility, search and filters. */
async function datasetFilters(ctx: HandlerContext, q: Params): Promise<string> {
  const where = [await visibleDatasetCondition(ctx.services.db, ctx.user, q)];
  const search = optionalString(ctx.query.search);
  if (search) {
    // Written as two id lists so that each side uses its trigram index (name, tag) rather than
    // unaccenting every dataset's name in turn.
    const byName = searchCondition('display_name', search, (v) => q.p(v));
    const byTag = searchCondition('t.name', search, (v) => q.p(v));
    where.push(
      `(d.id in (select id from dataset where ${byName}) or d.id in (select dt.dataset_id from dataset_tag dt join tag t on t.id = dt.tag_id where ${byTag}))`,
    );
  }
  const filters: [string, string][] = [
    ['usergroup_id', 'd.usergroup_id = any'],
    ['record_type', 'd.record_type = any'],
    ['license', 'd.license = any'],
  ];
  for (const [name, condition] of filters) {
    const ids = idList(ctx.query[name]);
    if (ids) where.push(`${condition}(${q.p(ids)}::int[])`);
  }
  for (const name of ['categories', 'topics', 'kinds']) {
    const ids = idList(ctx.query[name]);
    if (ids) where.push(`d.${name} && ${q.p(ids)}::int[]`);
  }
  const publish = optionalBool(ctx.query.publish);
  if (publish === true) where.push('d.publish is not false');
  if (publish === false) where.push('d.publish is false');
  return `where ${where.join(' and ')}`;
}

interface DatasetInput {
  display_name?: string;
  codename?: string;
  description?: string;
  tags?: string[];
  publish?: boolean;
  categories?: number[];
  topics?: number[];
  kinds?: number[];
  recommended_usage?: string | null;
  restrictions?: number[];
  usergroup?: number;
  license?: number | null;
  granularity?: number | null;
  geographical_coverage?: 'organisation' | 'data' | null;
  creation_date?: string | null;
  last_review_date?: string | null;
  publication_date?: string;
  last_update_date?: string;
  update_frequency?: number | null;
  vintage_year?: number | null;
  constitution_mode?: string | null;
  record_type?: number | null;
  parent?: number | null;
  default_permission_level?: string;
  extras?: Record<string, unknown>;
}

/**
 * Stores the description clean whoever sends it (the form, another client, a save without editing):
 * rich text keeps only the advanced editor's markup (contract/sanitiseRichText.ts, the policy the
 * browser applies too), plain text is kept as it is. An empty description is the API's default
 * (issue 25: other clients may send none); requiring one is the form's rule.
 */
export function cleanDescription(input: DatasetInput): void {
  if (input.description === undefined) return;
  input.description = sanitiseDescription(input.description);
}

/**
 * cleanDescription as the handlers run it: the sanitiser in a worker thread with a time budget
 * (server/data/sanitiserPool.ts), so that no description holds the event loop (audit H4).
 */
async function cleanDescriptionOffThread(locale: string, input: DatasetInput): Promise<void> {
  if (input.description === undefined) return;
  input.description = (await sanitiseDescriptionOffThread(input.description, locale)).description;
}

/**
 * Refuses a description whose elements nest deeper than the form allows, before anything parses it:
 * the sanitiser's work grows with the depth (80,000 nested quotes took it 6 to 12 s, security audit
 * H4), and no editor writes more than a few levels. One pass over the tags (contract/datasetBounds.ts,
 * which the form runs too); the contract has bounded the length already.
 */
export function checkDescriptionDepth(locale: string, input: { description?: string }): void {
  if (input.description === undefined) return;
  if (nestingDepth(input.description) <= MAX_DESCRIPTION_DEPTH) return;
  throw new HttpError(400, {
    description: [
      say(locale, {
        fr: `La description imbrique des éléments sur plus de ${MAX_DESCRIPTION_DEPTH} niveaux : simplifiez sa mise en forme.`,
        en: `The description nests elements more than ${MAX_DESCRIPTION_DEPTH} levels deep: simplify its formatting.`,
        it: `La descrizione contiene elementi annidati su più di ${MAX_DESCRIPTION_DEPTH} livelli: semplificarne la formattazione.`,
      }),
    ],
  });
}

/** Checks the references and business rules of a dataset body; `id` is null on creation. */
async function checkDatasetInput(
  db: Queryable,
  user: CurrentUser,
  input: DatasetInput,
  id: number | null,
  current: DatasetRow | null,
) {
  await checkReferences(db, 'category', 'categories', input.categories);
  await checkReferences(db, 'topic', 'topics', input.topics);
  await checkReferences(db, 'kind', 'kinds', input.kinds);
  await checkReferences(db, 'restriction', 'restrictions', input.restrictions);
  await checkReferences(db, 'license', 'license', input.license);
  await checkReferences(db, 'granularity', 'granularity', input.granularity);
  await checkReferences(db, 'update_frequency', 'update_frequency', input.update_frequency);
  await checkReferences(db, 'record_type', 'record_type', input.record_type);
  if (input.usergroup !== undefined) {
    await checkExists(db, 'usergroup', 'usergroup', input.usergroup);
    if (!canManageGroup(user, input.usergroup)) {
      throw new HttpError(403, { detail: 'You may not publish datasets for this group.' });
    }
  }
  if (input.parent != null) {
    // The parent must be one the author sees; an unseen one answers as an unknown one, so that the
    // answer tells nothing of which ids exist. The parent a dataset already has is kept even if it
    // has become unseen since (saving the form again changes nothing).
    if (input.parent !== current?.parent_id && !(await canViewDataset(db, user, input.parent))) {
      throw new HttpError(400, { parent: [`Invalid pk "${input.parent}" - object does not exist.`] });
    }
    if (id !== null) {
      const cycle = await db.query(
        `with recursive up(id) as (select $1::int union select d.parent_id from dataset d join up on d.id = up.id where d.parent_id is not null)
         select 1 from up where id = $2`,
        [input.parent, id],
      );
      if (cycle.length > 0) throw new HttpError(400, { parent: ['A dataset cannot be its own ancestor.'] });
    }
  }
  const coverage =
    input.geographical_coverage !== undefined ? input.geographical_coverage : current?.geographical_coverage;
  const usergroup = input.usergroup ?? current?.usergroup_id;
  if (
    coverage === 'organisation' &&
    (input.geographical_coverage !== undefined || input.usergroup !== undefined)
  ) {
    const [group] = await db.query<{ jurisdiction_id: number | null }>(
      'select jurisdiction_id from usergroup where id = $1',
      [usergroup],
    );
    if (!group?.jurisdiction_id) {
      throw new HttpError(400, {
        code: 'no_jurisdiction',
        geographical_coverage: [
          'The organisation has no jurisdiction: its territory cannot be the coverage.',
        ],
      });
    }
  }
  if (coverage === 'data' && input.geographical_coverage !== undefined) {
    const layers = id
      ? await db.query(
          'select 1 from resource_dataset rd join geographic_layer gl on gl.resource_id = rd.resource_id where rd.dataset_id = $1',
          [id],
        )
      : [];
    if (layers.length === 0) {
      throw new HttpError(400, {
        code: 'no_geo_resource',
        geographical_coverage: [
          'The dataset has no geographic resource: the coverage cannot be calculated on the data.',
        ],
      });
    }
  }
}

const SIMPLE_COLUMNS: [keyof DatasetInput, string][] = [
  ['display_name', 'display_name'],
  ['codename', 'codename'],
  ['description', 'description'],
  ['categories', 'categories'],
  ['topics', 'topics'],
  ['kinds', 'kinds'],
  ['recommended_usage', 'recommended_usage'],
  ['restrictions', 'restrictions'],
  ['usergroup', 'usergroup_id'],
  ['license', 'license'],
  ['granularity', 'granularity'],
  ['geographical_coverage', 'geographical_coverage'],
  ['creation_date', 'creation_date'],
  ['last_review_date', 'last_review_date'],
  ['publication_date', 'publication_date'],
  ['last_update_date', 'last_update_date'],
  ['update_frequency', 'update_frequency'],
  ['vintage_year', 'vintage_year'],
  ['constitution_mode', 'constitution_mode'],
  ['record_type', 'record_type'],
  ['parent', 'parent_id'],
  ['default_permission_level', 'default_permission_level'],
  ['extras', 'extras'],
];

/**
 * Defaults of a PUT: these optional fields, when not sent, are reset. The fields a creation defaults
 * (description, tags, topics, kinds, the two dates, update frequency, codename, publish) are kept, as
 * DRF keeps the fields a model defaults: a client that never sends them does not wipe them.
 */
const PUT_DEFAULTS: Partial<DatasetInput> = {
  categories: [],
  recommended_usage: null,
  restrictions: [],
  license: null,
  granularity: null,
  geographical_coverage: null,
  creation_date: null,
  last_review_date: null,
  vintage_year: null,
  constitution_mode: null,
  record_type: null,
  parent: null,
  default_permission_level: 'private',
  extras: {},
};

/**
 * Replaces the dataset's keywords, in the order sent, trimmed and without duplicates. Set-based: the
 * names are joined on the tag table by its unique index (`unnest … with ordinality` keeps their
 * order), so the work grows with the count, not with its square as `name = any($2)` with
 * `array_position` did (16,000 keywords took 6–12 s on the event loop, security audit H4). The
 * contract bounds the count (100) anyway.
 */
async function saveKeywords(db: Queryable, datasetId: number, keywords: string[]): Promise<void> {
  const names = [...new Set(keywords.map((k) => k.trim()).filter(Boolean))];
  await db.query('delete from dataset_tag where dataset_id = $1', [datasetId]);
  if (names.length === 0) return;
  await db.query(
    `insert into tag (name) select k.name from unnest($1::text[]) as k(name)
     where not exists (select 1 from tag t where t.name = k.name) on conflict (name) do nothing`,
    [names],
  );
  await db.query(
    `insert into dataset_tag (dataset_id, tag_id, position)
     select $1, t.id, k.position from unnest($2::text[]) with ordinality as k(name, position)
     join tag t on t.name = k.name`,
    [datasetId, names],
  );
}

const STALE = {
  code: 'stale',
  detail: 'The dataset was modified by someone else: reload it before saving again.',
};

/** Whether the If-Match sent (the `last_modified` read) names another version than `lastModified`. */
function isStale(ctx: HandlerContext, lastModified: Date | string): boolean {
  const header = ctx.headers['if-match'];
  return typeof header === 'string' && new Date(header).getTime() !== new Date(lastModified).getTime();
}

/**
 * Refuses a save made from an older version, inside the save's transaction with the row locked:
 * two saves from the same version cannot both pass (the check before the transaction only spares
 * checking the values of a save that is already stale).
 */
async function checkPrecondition(tx: Queryable, ctx: HandlerContext, id: number): Promise<void> {
  const [locked] = await tx.query<{ last_modified: Date }>(
    'select last_modified from dataset where id = $1 for update',
    [id],
  );
  if (!locked) throw notFound();
  if (isStale(ctx, locked.last_modified)) throw new HttpError(412, STALE);
}

/** Today's date (UTC), the default publication and last update dates of a new dataset. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * A creation body with the API's defaults for what it leaves out (contract, DatasetInput): other
 * clients send only a name, an organisation and a few texts (the data-fair connector, D6 of
 * docs/evidence/onegeo-public-clients.md); the form's rules are the form's.
 */
function withCreationDefaults(input: DatasetInput & { display_name: string; usergroup: number }) {
  return {
    description: '',
    tags: [],
    topics: [],
    kinds: [],
    publication_date: today(),
    last_update_date: today(),
    update_frequency: null,
    ...input,
    codename: input.codename || codenameOf(input.display_name),
  };
}

async function updateDatasetFields(ctx: HandlerContext, replace: boolean) {
  const db = ctx.services.db;
  const id = int(ctx.params.id);
  // Looked up and checked before the body is first read (reading it validates it): a missing dataset
  // answers 404 and a refused one 403 whatever the body, in DRF's order (DRF-5).
  const current = await editableDataset(db, ctx.user, id);
  if (isStale(ctx, current.last_modified)) throw new HttpError(412, STALE);
  const input: DatasetInput = replace
    ? { ...PUT_DEFAULTS, ...(ctx.body as DatasetInput) }
    : (ctx.body as DatasetInput);
  if (input.usergroup === current.usergroup_id) delete input.usergroup;
  if (input.codename === '') input.codename = codenameOf(input.display_name ?? current.display_name);
  checkDescriptionDepth(ctx.locale, input);
  await cleanDescriptionOffThread(ctx.locale, input);
  await checkDatasetInput(db, ctx.user, input, id, current);
  // A state other than the current one (null counts as published) queues its scenario; the same one
  // changes nothing (the connector sends `publish` with every save).
  const publish =
    input.publish !== undefined && input.publish !== (current.publish !== false) ? input.publish : null;
  const task = await db.transaction(async (tx) => {
    await checkPrecondition(tx, ctx, id);
    const q = new Params();
    const sets = SIMPLE_COLUMNS.filter(([key]) => input[key] !== undefined).map(
      ([key, column]) => `${column} = ${q.p(key === 'extras' ? JSON.stringify(input.extras) : input[key])}`,
    );
    sets.push('last_modified = clock_timestamp()');
    await tx.query(`update dataset set ${sets.join(', ')} where id = ${q.p(id)}`, q.values);
    if (input.tags !== undefined) await saveKeywords(tx, id, input.tags);
    await addActivity(tx, id, ctx.user.id, 'updated', 'Mise à jour des métadonnées.');
    if (publish === null) return null;
    const subject = {
      id,
      display_name: input.display_name ?? current.display_name,
      usergroup_id: input.usergroup ?? current.usergroup_id,
    };
    return queuePublication(tx, ctx.services.taskQueue, subject, publish, ctx.user.id);
  });
  if (task !== null) ctx.services.taskQueue.notify(task);
  return ok(await datasetById(ctx, id));
}

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

export const datasetHandlers: HandlerMap = {
  async getDatasetsCount(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const visible = await visibleDatasetCondition(db, ctx.user, q);
    const editable = editableDatasetCondition(ctx.user, q);
    const [row] = await db.query<{ total: number; editable: number }>(
      `select count(*) filter (where ${visible})::int as total, count(*) filter (where ${visible} and ${editable})::int as editable
       from dataset d`,
      q.values,
    );
    const total = row?.total ?? 0;
    const editableCount = row?.editable ?? 0;
    return ok({ total, editable: editableCount, viewable: total - editableCount });
  },

  async listDatasets(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const clause = await datasetFilters(ctx, q);
    // Counted on the datasets alone: the filters read only `d`, and every dataset has its
    // organisation (usergroup_id is not null), so the join of the page would not change the count.
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from dataset d ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<DatasetRow>(
      `${DATASET_SELECT} ${clause} ${orderBy(ctx.query.ordering, DATASET_ORDERING, 'd.last_modified desc', 'd.id')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, await serialiseDatasets(ctx, rows)));
  },

  async exportDatasetsOdl(ctx) {
    const db = ctx.services.db;
    const label = labelSql(ctx.locale, 'r');
    const q = new Params();
    const clause = await datasetFilters(ctx, q);
    const rows = await db.query<{
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
    }>(
      `select d.id, d.display_name, d.description, g.display_name as producer,
         (select string_agg(t.name, ';' order by dt.position) from dataset_tag dt join tag t on t.id = dt.tag_id where dt.dataset_id = d.id) as keywords,
         (select string_agg(${label}, ';' order by ${label}) from reference_item r where r.list = 'topic' and r.id = any(d.topics)) as topics,
         (select ${label} from reference_item r where r.list = 'license' and r.id = d.license) as license,
         (select ${label} from reference_item r where r.list = 'update_frequency' and r.id = d.update_frequency) as frequency,
         d.creation_date, d.publication_date, d.last_update_date, d.default_permission_level, d.publish
       from dataset d join usergroup g on g.id = d.usergroup_id ${clause}
       ${orderBy(ctx.query.ordering, DATASET_ORDERING, 'd.last_modified desc', 'd.id')}`,
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
          detailUrl(ctx, row.id),
        ]
          .map(csvCell)
          .join(','),
      );
    }
    return {
      status: 200,
      raw: `\ufeff${lines.join('\r\n')}\r\n`,
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': 'attachment; filename="datasets-odl.csv"' },
    };
  },

  async createDataset(ctx) {
    const db = ctx.services.db;
    const user = ctx.user;
    const input = withCreationDefaults(
      ctx.body as DatasetInput & { display_name: string; usergroup: number },
    );
    checkDescriptionDepth(ctx.locale, input);
    await cleanDescriptionOffThread(ctx.locale, input);
    await checkDatasetInput(db, user, input, null, null);
    const { id, task } = await db.transaction(async (tx) => {
      const q = new Params();
      const columns = SIMPLE_COLUMNS.filter(([key]) => input[key] !== undefined).map(
        ([key, column]) =>
          [column, q.p(key === 'extras' ? JSON.stringify(input.extras) : input[key])] as const,
      );
      // A `publish` sent stores the dataset unpublished: true becomes true when the queued
      // publication has run, which builds its catalogue entry. Not sent (the back-office form, which
      // runs the publication itself), it stays null as before.
      if (input.publish !== undefined) columns.push(['publish', q.p(false)]);
      const [row] = await tx.query<{ id: number }>(
        `insert into dataset (${columns.map(([column]) => column).join(', ')})
         values (${columns.map(([, value]) => value).join(', ')}) returning id`,
        q.values,
      );
      if (!row) throw new Error('Dataset not created');
      await saveKeywords(tx, row.id, input.tags);
      await addActivity(
        tx,
        row.id,
        user.id,
        'created',
        `Création du jeu de données « ${input.display_name} ».`,
      );
      if (!input.publish) return { id: row.id, task: null };
      const subject = { id: row.id, display_name: input.display_name, usergroup_id: input.usergroup };
      return { id: row.id, task: await queuePublication(tx, ctx.services.taskQueue, subject, true, user.id) };
    });
    if (task !== null) ctx.services.taskQueue.notify(task);
    return created(await datasetById(ctx, id));
  },

  async getDataset(ctx) {
    const db = ctx.services.db;
    const row = await visibleDataset(db, ctx.user, int(ctx.params.id));
    const [dataset] = await serialiseDatasets(ctx, [row]);
    return ok(dataset);
  },

  updateDataset: (ctx) => updateDatasetFields(ctx, true),
  partialUpdateDataset: (ctx) => updateDatasetFields(ctx, false),

  async deleteDataset(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    await db.transaction(async (tx) => {
      // Resources linked to this dataset only go with it.
      await tx.query(
        `delete from resource r where r.id in (select resource_id from resource_dataset where dataset_id = $1)
         and not exists (select 1 from resource_dataset o where o.resource_id = r.id and o.dataset_id <> $1)`,
        [dataset.id],
      );
      await tx.query('delete from dataset where id = $1', [dataset.id]);
    });
    await removeImage(ctx.services.uploadsDir, dataset.thumbnail);
    return noContent();
  },

  async updateDatasetThumbnail(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    const name = await storeImage(ctx.services.uploadsDir, ctx.files);
    await db.query('update dataset set thumbnail = $1, last_modified = clock_timestamp() where id = $2', [
      name,
      dataset.id,
    ]);
    await removeImage(ctx.services.uploadsDir, dataset.thumbnail);
    return ok({ thumbnail: absoluteUrl(ctx.origin, imageUrl(name)) });
  },

  async deleteDatasetThumbnail(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    if (!dataset.thumbnail) throw notFound('The dataset has no thumbnail.');
    await db.query('update dataset set thumbnail = null, last_modified = clock_timestamp() where id = $1', [
      dataset.id,
    ]);
    await removeImage(ctx.services.uploadsDir, dataset.thumbnail);
    return noContent();
  },

  async listDatasetContactRoles(ctx) {
    const db = ctx.services.db;
    const dataset = await visibleDataset(db, ctx.user, int(ctx.params.id));
    const [serialised] = await serialiseDatasets(ctx, [dataset]);
    return ok(serialised?.contact_roles ?? []);
  },

  async createDatasetContactRole(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    const input = ctx.body as { contact_id: number; role: number };
    await checkContactChoice(db, ctx.user, dataset, input.contact_id, null);
    await checkReferences(db, 'contact_role', 'role', input.role);
    const [row] = await db.query<{ id: number }>(
      'insert into dataset_contact_role (dataset_id, contact_id, role) values ($1, $2, $3) returning id',
      [dataset.id, input.contact_id, input.role],
    );
    return created(await contactRole(db, dataset.id, row?.id ?? 0));
  },

  async updateDatasetContactRole(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    const roleId = int(ctx.params.roleId);
    const attached = await contactRole(db, dataset.id, roleId);
    const input = ctx.body as { contact_id: number; role: number };
    await checkContactChoice(db, ctx.user, dataset, input.contact_id, attached.contact.id);
    await checkReferences(db, 'contact_role', 'role', input.role);
    const taken = await db.query<{ id: number }>(
      'select id from dataset_contact_role where dataset_id = $1 and role = $2 and id <> $3',
      [dataset.id, input.role, roleId],
    );
    if (taken.length > 0) {
      if (ctx.query.force !== true) {
        throw new HttpError(400, {
          code: 'role_taken',
          role: ['Another contact already holds this role on the dataset.'],
        });
      }
      await db.query('delete from dataset_contact_role where id = any($1::int[])', [taken.map((t) => t.id)]);
    }
    await db.query('update dataset_contact_role set contact_id = $1, role = $2 where id = $3', [
      input.contact_id,
      input.role,
      roleId,
    ]);
    return ok(await contactRole(db, dataset.id, roleId));
  },

  async deleteDatasetContactRole(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.params.id));
    const roleId = int(ctx.params.roleId);
    await contactRole(db, dataset.id, roleId);
    await db.query('delete from dataset_contact_role where id = $1', [roleId]);
    return noContent();
  },

  async listDatasetActivity(ctx) {
    const db = ctx.services.db;
    const dataset = await visibleDataset(db, ctx.user, int(ctx.params.id));
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from activity where dataset_id = $1',
      [dataset.id],
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<{
      id: number;
      date: Date;
      action: string;
      description: string;
      user_id: number | null;
      username: string;
      first_name: string;
      last_name: string;
    }>(
      `select a.id, a.date, a.action, a.description, a.user_id, u.username, u.first_name, u.last_name
       from activity a left join app_user u on u.id = a.user_id where a.dataset_id = $1
       order by a.date desc, a.id desc limit $2 offset $3`,
      [dataset.id, request.pageSize, request.offset],
    );
    return ok(
      pageEnvelope(
        ctx,
        request,
        count?.n ?? 0,
        rows.map((row) => ({
          id: row.id,
          date: isoRequired(row.date),
          // Names only: whoever sees the dataset reads its activity (security audit L1).
          user:
            row.user_id === null
              ? null
              : {
                  id: row.user_id,
                  username: row.username,
                  first_name: row.first_name,
                  last_name: row.last_name,
                },
          action: row.action,
          // Written in French when it happened; read in the request's language (decision 0013).
          description: MESSAGES.translate(ctx.locale, row.description),
        })),
      ),
    );
  },

  async listDatasetPermissions(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, int(ctx.query.dataset_id));
    const q = new Params();
    const datasetParam = q.p(dataset.id);
    const where = ['g.status = 2'];
    const types = stringList(ctx.query.usergroup_type);
    if (types) where.push(`g.usergroup_type = any(${q.p(types)}::text[])`);
    if (ctx.query.organisation_type_id !== undefined)
      where.push(`g.organisation_type = ${q.p(int(ctx.query.organisation_type_id))}`);
    if (typeof ctx.query.level === 'string')
      where.push(`coalesce(p.level, 'none') = ${q.p(ctx.query.level)}`);
    const search = searchCondition(
      "g.display_name || ' ' || coalesce(g.acronym, '')",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    if (search) where.push(search);
    const from = `from usergroup g left join dataset_permission p on p.usergroup_id = g.id and p.dataset_id = ${datasetParam}
      left join reference_item ot on ot.list = 'organisation_type' and ot.id = g.organisation_type`;
    const clause = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from} ${clause}`, q.values);
    const request = pageRequest(ctx, count?.n ?? 0);
    const ordering = orderBy(
      ctx.query.ordering,
      {
        name: 'f_unaccent(g.display_name)',
        type: 'g.usergroup_type',
        organisation_type: `f_unaccent(${labelSql(ctx.locale, 'ot')})`,
        signed_convention: 'g.convention_signed',
        level: "array_position(array['none','search','consultation','download'], coalesce(p.level, 'none'))",
      },
      'f_unaccent(g.display_name)',
      'g.id',
    );
    const rows = await db.query<{
      id: number;
      name: string;
      type: string;
      organisation_type_id: number | null;
      organisation_type: string | null;
      signed_convention: boolean | null;
      level: string;
    }>(
      `select g.id, g.display_name as name, g.usergroup_type as type,
         case when g.usergroup_type = 'organisation' then g.organisation_type end as organisation_type_id,
         case when g.usergroup_type = 'organisation' then ${labelSql(ctx.locale, 'ot')} end as organisation_type,
         case when g.usergroup_type = 'organisation' then g.convention_signed end as signed_convention,
         coalesce(p.level, 'none') as level
       ${from} ${clause} ${ordering} limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(
      pageEnvelope(
        ctx,
        request,
        count?.n ?? 0,
        rows.map((row) => ({ ...row, dataset: dataset.id })),
      ),
    );
  },

  async setDatasetPermissionLevel(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { dataset_id: number; usergroup_ids: number[] };
    await checkExists(db, 'dataset', 'dataset_id', input.dataset_id);
    const dataset = await editableDataset(db, ctx.user, input.dataset_id);
    const level = String(ctx.query.action).replace('set_permission_level_', '');
    const known = await db.query<{ id: number }>('select id from usergroup where id = any($1::int[])', [
      input.usergroup_ids,
    ]);
    const unknown = input.usergroup_ids.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0) {
      throw new HttpError(400, {
        usergroup_ids: unknown.map((id) => `Invalid pk "${id}" - object does not exist.`),
      });
    }
    await db.transaction(async (tx) => {
      if (level === 'none') {
        await tx.query(
          'delete from dataset_permission where dataset_id = $1 and usergroup_id = any($2::int[])',
          [dataset.id, input.usergroup_ids],
        );
      } else {
        await tx.query(
          `insert into dataset_permission (dataset_id, usergroup_id, level) select $1, unnest($2::int[]), $3
           on conflict (dataset_id, usergroup_id) do update set level = excluded.level`,
          [dataset.id, input.usergroup_ids, level],
        );
      }
      await addActivity(
        tx,
        dataset.id,
        ctx.user.id,
        'permissions',
        `Droits « ${level} » pour ${input.usergroup_ids.length} groupe(s).`,
      );
    });
    return ok({ updated: input.usergroup_ids.length });
  },

  async listTags(ctx) {
    const q = new Params();
    const search = searchCondition('t.name', optionalString(ctx.query.search), (v) => q.p(v));
    const rows = await ctx.services.db.query<{ id: number; name: string }>(
      `select t.id, t.name from tag t ${search ? `where ${search}` : ''} order by f_unaccent(t.name), t.id limit 100`,
      q.values,
    );
    return ok(rows);
  },
};

/**
 * A contact may be attached to a dataset when it belongs to the dataset's organisation or to a group
 * the user manages (any contact for a superuser), or when it is the one this role already names
 * (changing only the role). Any other contact answers exactly as an unknown id, a 400 on
 * `contact_id`: a 403 or 404 would tell which ids exist, and the contact's e-mail and phone would
 * otherwise be read through the answer (security audit M2).
 */
async function checkContactChoice(
  db: Queryable,
  user: CurrentUser,
  dataset: DatasetRow,
  contactId: number,
  attachedId: number | null,
): Promise<void> {
  const [contact] = await db.query<{ usergroup_id: number | null }>(
    'select usergroup_id from contact where id = $1',
    [contactId],
  );
  const allowed =
    contact !== undefined &&
    (contactId === attachedId ||
      contact.usergroup_id === dataset.usergroup_id ||
      canManageGroup(user, contact.usergroup_id));
  if (!allowed)
    throw new HttpError(400, { contact_id: [`Invalid pk "${contactId}" - object does not exist.`] });
}

async function contactRole(db: Queryable, datasetId: number, roleId: number) {
  const row = await one<ContactRow & { role_id: number; attachment_role: number }>(
    db,
    `select dcr.id as role_id, dcr.role as attachment_role, ${CONTACT_COLUMNS}
     from dataset_contact_role dcr join contact c on c.id = dcr.contact_id where dcr.id = $1 and dcr.dataset_id = $2`,
    [roleId, datasetId],
  );
  return { id: row.role_id, contact: serialiseContact(row), role: row.attachment_role };
}

export { serialiseDatasets };
