import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  canManageGroup,
  requireDataUser,
  requireManager,
  requireSuperuser,
  visibleDatasetCondition,
} from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import {
  created,
  type HandlerContext,
  type HandlerMap,
  int,
  noContent,
  ok,
  optionalInt,
} from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { checkExists, checkReferences, iso, one, slugify } from '../model/common.ts';
import { addActivity, editableDataset, visibleDataset } from '../model/datasets.ts';
import { mapServerCatalogue } from '../model/mapServer.ts';
import { attachKind, KIND_TABLE, type Kind, resourceForKind } from '../model/resourceKinds.ts';
import {
  canViewResource,
  datasetOfResource,
  dataUriOf,
  RESOURCE_COLUMNS,
  type ResourceRow,
  requireResourceManager,
  resourceById,
  resourceRow,
  serialiseResources,
  writableResource,
} from '../model/resources.ts';
import { listScenarios, runScenario } from '../model/scenarios.ts';
import { rebuildCatalogueEntry } from '../worker/catalogue.ts';

interface ResourceInput {
  display_name?: string;
  codename?: string;
  type?: 1 | 2;
  usergroup_id?: number | null;
  dataformat_id?: number | null;
  description?: string | null;
  last_update?: string | null;
  hidden?: boolean;
  geographic_layer_label?: string | null;
  geographic_layer_name?: string | null;
  column_x?: string | null;
  column_y?: string | null;
  crs?: string | null;
  data_schema?: Record<string, unknown> | null;
  _processing?: { id: number; acknowledged: true }[];
}

const RESOURCE_FIELDS: (keyof ResourceInput)[] = [
  'display_name',
  'codename',
  'type',
  'usergroup_id',
  'dataformat_id',
  'description',
  'last_update',
  'hidden',
  'geographic_layer_label',
  'geographic_layer_name',
  'column_x',
  'column_y',
  'crs',
  'data_schema',
];

const PUT_DEFAULTS: ResourceInput = {
  type: 1,
  dataformat_id: null,
  description: null,
  last_update: null,
  hidden: false,
  geographic_layer_label: null,
  geographic_layer_name: null,
  column_x: null,
  column_y: null,
  crs: null,
  data_schema: null,
};

const fieldValue = (input: ResourceInput, key: keyof ResourceInput): unknown =>
  key === 'data_schema' && input.data_schema ? JSON.stringify(input.data_schema) : input[key];

/**
 * The organisation a resource is created for must exist (400 as for any reference) and be one the
 * user manages (403): otherwise anyone could hand a resource to a group, whose managers would
 * then manage it. A resource keeping the group it already has is not checked again.
 */
async function checkResourceGroup(
  ctx: HandlerContext,
  usergroupId: number | null | undefined,
  current: ResourceRow | null,
): Promise<void> {
  if (usergroupId == null || usergroupId === current?.usergroup_id) return;
  await checkExists(ctx.services.db, 'usergroup', 'usergroup_id', usergroupId);
  if (!canManageGroup(ctx.user, usergroupId)) {
    throw forbidden(
      say(ctx.locale, {
        fr: 'Vous ne pouvez pas créer de ressources pour ce groupe.',
        en: 'You may not create resources for this group.',
        it: 'Non è possibile creare risorse per questo gruppo.',
      }),
    );
  }
}

async function readableResource(ctx: HandlerContext, id: number): Promise<ResourceRow> {
  const resource = await resourceRow(ctx.services.db, id);
  if (!(await canViewResource(ctx.services.db, ctx.user, resource))) throw forbidden();
  return resource;
}

async function saveResource(ctx: HandlerContext, resource: ResourceRow, input: ResourceInput) {
  const db = ctx.services.db;
  const id = resource.id;
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await checkResourceGroup(ctx, input.usergroup_id, resource);
  if (input._processing?.length) {
    const own = await db.query<{ id: number }>(
      'select id from processing where resource_id = $1 and id = any($2::int[])',
      [id, input._processing.map((p) => p.id)],
    );
    const unknown = input._processing.filter((p) => !own.some((row) => row.id === p.id));
    if (unknown.length > 0) {
      throw new HttpError(400, {
        _processing: unknown.map((p) => `Unknown processing entry ${p.id} for this resource.`),
      });
    }
  }
  await db.transaction(async (tx) => {
    const q = new Params();
    const sets = RESOURCE_FIELDS.filter((key) => input[key] !== undefined).map(
      (key) => `${key} = ${q.p(fieldValue(input, key))}`,
    );
    if (sets.length > 0)
      await tx.query(`update resource set ${sets.join(', ')} where id = ${q.p(id)}`, q.values);
    if (input._processing?.length) {
      await tx.query(
        'update processing set acknowledged = true where resource_id = $1 and id = any($2::int[])',
        [id, input._processing.map((p) => p.id)],
      );
    }
  });
  return ok(await resourceById(db, id, ctx.origin));
}

// Type-specific records

/** The resource behind a type-specific record, 404 when the record does not exist. */
async function resourceOfKind(db: Queryable, kind: Kind, id: number): Promise<ResourceRow> {
  const table = KIND_TABLE[kind];
  const extra = table === 'linked_file' ? ` and kind = '${kind}'` : '';
  const [record] = await db.query<{ resource_id: number }>(
    `select resource_id from ${table} where id = $1${extra}`,
    [id],
  );
  if (!record) throw notFound();
  return resourceRow(db, record.resource_id);
}

const fileUploadOf = (row: {
  id: number;
  file_name: string | null;
  dataformat_id: number | null;
  resource_id: number;
}) => ({
  id: row.id,
  file: row.file_name,
  dataformat_id: row.dataformat_id,
  resource_id: row.resource_id,
});

const safeFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 180);
  return cleaned || 'file';
};

// sFTP spaces: DATA_DIR/uploads/ftp/<usergroup id>/

async function hasFtpAccess(db: Queryable, user: CurrentUser, usergroupId: number): Promise<boolean> {
  if (user.is_superuser) return true;
  if (!canManageGroup(user, usergroupId)) return false;
  const rows = await db.query(
    "select 1 from ftp_access_request where usergroup_id = $1 and status = 'granted'",
    [usergroupId],
  );
  return rows.length > 0;
}

async function listFtpFiles(
  root: string,
): Promise<{ path: string; size: number; last_modified: string | null }[]> {
  const out: { path: string; size: number; last_modified: string | null }[] = [];
  async function walk(dir: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const info = await stat(full);
        out.push({ path: relative(root, full), size: info.size, last_modified: iso(info.mtime) });
      }
    }
  }
  await walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

async function workspaceEntries(ctx: HandlerContext, type: 'layer' | 'layergroup') {
  requireDataUser(ctx.user);
  const workspace = String(ctx.params.workspace);
  const catalogue = await mapServerCatalogue(ctx.services.db);
  if (!catalogue.some((e) => e.workspace === workspace)) throw notFound(`No workspace "${workspace}".`);
  return ok(
    catalogue
      .filter((e) => e.workspace === workspace && e.type === type)
      .map((e) => ({ name: e.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

interface MirrorInput {
  resource_id?: number;
  workspace?: string;
  layer?: string;
  layer_type?: 'layer' | 'layergroup';
  dataformat_id?: number | null;
}

async function checkMirror(
  db: Queryable,
  input: Required<Pick<MirrorInput, 'workspace' | 'layer' | 'layer_type'>>,
) {
  const catalogue = await mapServerCatalogue(db);
  if (!catalogue.some((e) => e.workspace === input.workspace)) {
    throw new HttpError(400, { workspace: [`Unknown workspace "${input.workspace}".`] });
  }
  if (
    !catalogue.some(
      (e) => e.workspace === input.workspace && e.name === input.layer && e.type === input.layer_type,
    )
  ) {
    throw new HttpError(400, {
      layer: [`Unknown ${input.layer_type} "${input.layer}" in workspace "${input.workspace}".`],
    });
  }
}

const mirrorHref = (workspace: string, layer: string) =>
  `/geoserver/${workspace}/ows?service=WMS&layers=${encodeURIComponent(layer)}`;

async function mirrorOf(db: Queryable, id: number, origin: string) {
  const row = await one<{
    id: number;
    resource_id: number;
    workspace: string;
    layer: string;
    layer_type: string;
    dataformat_id: number | null;
  }>(
    db,
    'select id, resource_id, workspace, layer, layer_type, dataformat_id from geoserver_mirror where id = $1',
    [id],
  );
  return { ...row, href: dataUriOf(origin, mirrorHref(row.workspace, row.layer)) };
}

async function linkedFile(db: Queryable, kind: 'file-download' | 'href', id: number) {
  return one<{ id: number; resource_id: number; dataformat_id: number | null; href: string }>(
    db,
    'select id, resource_id, dataformat_id, href from linked_file where id = $1 and kind = $2',
    [id, kind],
  );
}

/**
 * A linked file's URL must be an absolute http or https URL: it is shown as the resource's link in
 * every dataset answer and fetched by the worker, and `javascript:` or `data:` there would run in
 * clients that do not neutralise it (security audit L5). The contract's pattern says the same; this
 * check parses the URL, as the fetcher will.
 */
function checkWebAddress(locale: string, href: string): void {
  let url: URL | null = null;
  try {
    url = new URL(href);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return;
  throw new HttpError(400, {
    href: [
      say(locale, {
        fr: 'Saisissez une adresse web complète commençant par http:// ou https://.',
        en: 'Enter a complete web address starting with http:// or https://.',
        it: 'Inserire un indirizzo web completo che inizi con http:// o https://.',
      }),
    ],
  });
}

async function createLinkedFile(ctx: HandlerContext, kind: 'file-download' | 'href') {
  const input = ctx.body as { resource_id: number; dataformat_id?: number | null; href: string };
  checkWebAddress(ctx.locale, input.href);
  const db = ctx.services.db;
  const resource = await resourceForKind(ctx, input.resource_id, kind);
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  const [row] = await db.query<{ id: number }>(
    'insert into linked_file (kind, resource_id, dataformat_id, href) values ($1, $2, $3, $4) returning id',
    [kind, resource.id, input.dataformat_id ?? null, input.href],
  );
  const id = row?.id ?? 0;
  await attachKind(db, resource, kind, id, input.href, input.dataformat_id);
  return created(await linkedFile(db, kind, id));
}

async function updateLinkedFile(ctx: HandlerContext, kind: 'file-download' | 'href') {
  const db = ctx.services.db;
  const id = int(ctx.params.id);
  const current = await linkedFile(db, kind, id);
  // 404 and 403 come before any complaint about the body (DRF looks the object up first).
  const resource = await writableResource(ctx, current.resource_id);
  const input = ctx.body as { resource_id: number; dataformat_id?: number | null; href: string };
  checkWebAddress(ctx.locale, input.href);
  if (input.resource_id !== current.resource_id) {
    throw new HttpError(400, { resource_id: ['A record cannot move to another resource.'] });
  }
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await db.query('update linked_file set dataformat_id = $1, href = $2 where id = $3', [
    input.dataformat_id ?? null,
    input.href,
    id,
  ]);
  await attachKind(db, resource, kind, id, input.href, input.dataformat_id);
  return ok(await linkedFile(db, kind, id));
}

/** The subject of a scenario run on a resource's type-specific record. */
async function kindSubject(ctx: HandlerContext, manage: boolean) {
  const db = ctx.services.db;
  const kind = String(ctx.params.slug) as Kind;
  const id = int(ctx.params.id);
  const resource = await resourceOfKind(db, kind, id);
  if (manage) await requireResourceManager(db, ctx.user, resource);
  else if (!(await canViewResource(db, ctx.user, resource))) throw forbidden();
  return { kind, id, resource };
}

// Resource-dataset links. `published` is the column the publication scenarios and the catalogue
// read; the contract calls it `publish`, as the real platform's clients send it.
interface LinkRow {
  id: number;
  resource_id: number;
  dataset_id: number;
  type: number;
  publish: boolean;
}

const LINK_COLUMNS = 'rd.id, rd.resource_id, rd.dataset_id, rd.type, rd.published as publish';

/** Links as the contract's `ResourceDataset`: each embeds its resource (the data-fair connector reads `resource.id`). */
async function serialiseLinks(db: Queryable, links: LinkRow[], origin: string) {
  if (links.length === 0) return [];
  const rows = await db.query<ResourceRow>(
    `select ${RESOURCE_COLUMNS} from resource r where r.id = any($1::int[])`,
    [[...new Set(links.map((link) => link.resource_id))]],
  );
  const resources = new Map(
    (await serialiseResources(db, rows, origin)).map((resource) => [resource.id, resource]),
  );
  return links.map((link) => ({ ...link, resource: resources.get(link.resource_id) }));
}

const linkById = (db: Queryable, id: number) =>
  one<LinkRow>(db, `select ${LINK_COLUMNS} from resource_dataset rd where rd.id = $1`, [id]);

/**
 * A dataset already in the public catalogue has its entry rebuilt when its links change, so that
 * a resource linked with `publish` appears there (and an unlinked one leaves) without waiting for
 * the next publication scenario. A dataset not yet in the catalogue gets its entry from that
 * scenario, as before.
 */
async function refreshCatalogueEntry(db: Queryable, datasetId: number): Promise<void> {
  const entry = await db.query('select 1 from catalogue_entry where dataset_id = $1', [datasetId]);
  if (entry.length > 0) await rebuildCatalogueEntry(db, datasetId);
}

export const resourceHandlers: HandlerMap = {
  async createResource(ctx) {
    const user = ctx.user;
    requireDataUser(user);
    const db = ctx.services.db;
    const input = ctx.body as ResourceInput & { display_name: string };
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    await checkResourceGroup(ctx, input.usergroup_id, null);
    const values = { ...input, codename: input.codename || slugify(input.display_name) };
    const q = new Params();
    const keys = RESOURCE_FIELDS.filter((key) => values[key] !== undefined);
    const [row] = await db.query<{ id: number }>(
      `insert into resource (${[...keys, 'created_by'].join(', ')}) values (${[...keys.map((key) => q.p(fieldValue(values, key))), q.p(user.id)].join(', ')}) returning id`,
      q.values,
    );
    return created(await resourceById(db, row?.id ?? 0, ctx.origin));
  },

  async getResource(ctx) {
    const resource = await readableResource(ctx, int(ctx.params.id));
    return ok(await resourceById(ctx.services.db, resource.id, ctx.origin));
  },

  async updateResource(ctx) {
    const resource = await writableResource(ctx, int(ctx.params.id));
    return saveResource(ctx, resource, {
      ...PUT_DEFAULTS,
      codename: resource.codename,
      ...(ctx.body as ResourceInput),
    });
  },

  async partialUpdateResource(ctx) {
    const resource = await writableResource(ctx, int(ctx.params.id));
    return saveResource(ctx, resource, ctx.body as ResourceInput);
  },

  async deleteResource(ctx) {
    const resource = await writableResource(ctx, int(ctx.params.id));
    const db = ctx.services.db;
    const dataset = await datasetOfResource(db, resource.id);
    const linked = await db.query<{ dataset_id: number }>(
      'select dataset_id from resource_dataset where resource_id = $1',
      [resource.id],
    );
    await db.query('delete from resource where id = $1', [resource.id]);
    for (const link of linked) await refreshCatalogueEntry(db, link.dataset_id);
    await rm(join(ctx.services.uploadsDir, 'resources', String(resource.id)), {
      recursive: true,
      force: true,
    });
    if (dataset)
      await addActivity(
        db,
        dataset.id,
        ctx.user.id,
        'resource_removed',
        `Suppression de la ressource « ${resource.display_name} ».`,
      );
    return noContent();
  },

  async listResourceDatasets(ctx) {
    const db = ctx.services.db;
    const datasetId = optionalInt(ctx.query.dataset_id);
    if (datasetId !== undefined) {
      const found = await db.query('select 1 from dataset where id = $1', [datasetId]);
      if (found.length === 0) return ok([]);
      await visibleDataset(db, ctx.user, datasetId);
      const links = await db.query<LinkRow>(
        `select ${LINK_COLUMNS} from resource_dataset rd where rd.dataset_id = $1 order by rd.type, rd.id`,
        [datasetId],
      );
      return ok(await serialiseLinks(db, links, ctx.origin));
    }
    const q = new Params();
    const visible = await visibleDatasetCondition(db, ctx.user, q);
    const links = await db.query<LinkRow>(
      `select ${LINK_COLUMNS} from resource_dataset rd join dataset d on d.id = rd.dataset_id
       where ${visible} order by rd.dataset_id, rd.type, rd.id`,
      q.values,
    );
    return ok(await serialiseLinks(db, links, ctx.origin));
  },

  // A dataset may receive several main (type 1) links, as the real platform accepts (the data-fair
  // connector links a page and then a resource, both type 1, to one dataset): "one main resource"
  // is a rule of the back-office screens (decision 0004), not of the API.
  async createResourceDataset(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { resource_id: number; dataset_id: number; type: 1 | 2; publish?: boolean };
    await checkExists(db, 'dataset', 'dataset_id', input.dataset_id);
    await checkExists(db, 'resource', 'resource_id', input.resource_id);
    const dataset = await editableDataset(db, ctx.user, input.dataset_id);
    const resource = await writableResource(ctx, input.resource_id);
    const existing = await db.query(
      'select 1 from resource_dataset where resource_id = $1 and dataset_id = $2',
      [resource.id, dataset.id],
    );
    if (existing.length > 0)
      throw new HttpError(400, { non_field_errors: ['The resource is already linked to this dataset.'] });
    const [row] = await db.query<{ id: number }>(
      'insert into resource_dataset (resource_id, dataset_id, type, published) values ($1, $2, $3, $4) returning id',
      [resource.id, dataset.id, input.type, input.publish ?? true],
    );
    await db.query('update resource set type = $1 where id = $2', [input.type, resource.id]);
    await refreshCatalogueEntry(db, dataset.id);
    await addActivity(
      db,
      dataset.id,
      ctx.user.id,
      'resource_added',
      `${input.type === 1 ? 'Ressource principale' : 'Annexe'} « ${resource.display_name} » ajoutée.`,
    );
    const [link] = await serialiseLinks(db, [await linkById(db, row?.id ?? 0)], ctx.origin);
    return created(link);
  },

  async getResourceDataset(ctx) {
    const db = ctx.services.db;
    const link = await linkById(db, int(ctx.params.id));
    await visibleDataset(db, ctx.user, link.dataset_id);
    const [answer] = await serialiseLinks(db, [link], ctx.origin);
    return ok(answer);
  },

  async deleteResourceDataset(ctx) {
    const db = ctx.services.db;
    const link = await one<{ id: number; resource_id: number; dataset_id: number }>(
      db,
      'select id, resource_id, dataset_id from resource_dataset where id = $1',
      [int(ctx.params.id)],
    );
    await editableDataset(db, ctx.user, link.dataset_id);
    await db.query('delete from resource_dataset where id = $1', [link.id]);
    await refreshCatalogueEntry(db, link.dataset_id);
    await addActivity(
      db,
      link.dataset_id,
      ctx.user.id,
      'resource_unlinked',
      `Ressource ${link.resource_id} retirée du jeu de données.`,
    );
    return noContent();
  },

  async listResourceDatasetScenarios(ctx) {
    const db = ctx.services.db;
    const link = await one<{ dataset_id: number }>(
      db,
      'select dataset_id from resource_dataset where id = $1',
      [int(ctx.params.id)],
    );
    await editableDataset(db, ctx.user, link.dataset_id);
    return listScenarios(ctx, 'resourcedataset');
  },

  async runResourceDatasetScenario(ctx) {
    const db = ctx.services.db;
    const link = await one<{ id: number; resource_id: number; dataset_id: number }>(
      db,
      'select id, resource_id, dataset_id from resource_dataset where id = $1',
      [int(ctx.params.id)],
    );
    const dataset = await editableDataset(db, ctx.user, link.dataset_id);
    const resource = await resourceRow(db, link.resource_id);
    return runScenario(ctx, {
      objectKind: 'resourcedataset',
      objectClass: 'resourcedataset',
      objectId: link.id,
      objectDisplay: `${resource.display_name} – ${dataset.display_name}`,
      targets: {
        dataset: { pk: dataset.id, display: dataset.display_name },
        resourcedataset: { pk: link.id, display: `${resource.display_name} – ${dataset.display_name}` },
      },
      datasetId: dataset.id,
      usergroupId: dataset.usergroup_id,
      resourceId: resource.id,
    });
  },

  async createFileUpload(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { resource_id: number; dataformat_id?: number | null };
    const resource = await resourceForKind(ctx, input.resource_id, 'file-upload');
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    const [row] = await db.query<{
      id: number;
      file_name: string | null;
      dataformat_id: number | null;
      resource_id: number;
    }>(
      'insert into file_upload (resource_id, dataformat_id) values ($1, $2) returning id, file_name, dataformat_id, resource_id',
      [resource.id, input.dataformat_id ?? null],
    );
    if (!row) throw new Error('File upload not created');
    await attachKind(db, resource, 'file-upload', row.id, null, input.dataformat_id);
    return created(fileUploadOf(row));
  },

  async uploadFile(ctx) {
    const db = ctx.services.db;
    const id = int(ctx.params.id);
    const resource = await resourceOfKind(db, 'file-upload', id);
    await requireResourceManager(db, ctx.user, resource);
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) throw new HttpError(400, { file: ['This field is required.'] });
    if (file.size === 0) throw new HttpError(400, { file: ['The submitted file is empty.'] });
    const name = safeFileName(file.filename);
    const dir = join(ctx.services.uploadsDir, 'resources', String(resource.id));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await rename(file.path, join(dir, name));
    const storedPath = `resources/${resource.id}/${name}`;
    await db.query('update file_upload set file_name = $1, stored_path = $2, size = $3 where id = $4', [
      name,
      storedPath,
      file.size,
      id,
    ]);
    await db.query('update resource set href = $1 where id = $2', [
      `/media/resources/${resource.id}/${encodeURIComponent(name)}`,
      resource.id,
    ]);
    const row = await one<{
      id: number;
      file_name: string | null;
      dataformat_id: number | null;
      resource_id: number;
    }>(db, 'select id, file_name, dataformat_id, resource_id from file_upload where id = $1', [id]);
    return ok(fileUploadOf(row));
  },

  createFileDownload: (ctx) => createLinkedFile(ctx, 'file-download'),
  updateFileDownload: (ctx) => updateLinkedFile(ctx, 'file-download'),
  createHref: (ctx) => createLinkedFile(ctx, 'href'),
  updateHref: (ctx) => updateLinkedFile(ctx, 'href'),

  async listFtpChoices(ctx) {
    const usergroupId = int(ctx.query.usergroup_id);
    const db = ctx.services.db;
    await one(db, 'select id from usergroup where id = $1', [usergroupId]).catch(() => {
      throw new HttpError(400, { usergroup_id: [`Invalid pk "${usergroupId}" - object does not exist.`] });
    });
    if (!(await hasFtpAccess(db, ctx.user, usergroupId))) throw forbidden('No sFTP access for this group.');
    return ok(await listFtpFiles(join(ctx.services.uploadsDir, 'ftp', String(usergroupId))));
  },

  async createFtp(ctx) {
    requireSuperuser(ctx.user);
    const db = ctx.services.db;
    const input = ctx.body as {
      resource_id: number;
      dataformat_id?: number | null;
      file_path?: string | null;
    };
    const resource = await resourceForKind(ctx, input.resource_id, 'ftp');
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    if (input.file_path) {
      const dataset = await datasetOfResource(db, resource.id);
      const files = dataset
        ? await listFtpFiles(join(ctx.services.uploadsDir, 'ftp', String(dataset.usergroup_id)))
        : [];
      if (!files.some((f) => f.path === input.file_path)) {
        throw new HttpError(400, {
          file_path: ['This file is not in the sFTP space of the dataset’s group.'],
        });
      }
    }
    const [row] = await db.query<{ id: number }>(
      'insert into ftp (resource_id, dataformat_id, file_path) values ($1, $2, $3) returning id',
      [resource.id, input.dataformat_id ?? null, input.file_path ?? null],
    );
    const id = row?.id ?? 0;
    await attachKind(db, resource, 'ftp', id, null, input.dataformat_id);
    return created(
      await one(db, 'select id, resource_id, dataformat_id, file_path from ftp where id = $1', [id]),
    );
  },

  async getFtp(ctx) {
    const db = ctx.services.db;
    const record = await one<{ id: number; resource_id: number }>(
      db,
      'select id, resource_id, dataformat_id, file_path from ftp where id = $1',
      [int(ctx.params.id)],
    );
    await readableResource(ctx, record.resource_id);
    return ok(record);
  },

  async createFtpAccessRequest(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { usergroup_id: number; message?: string | null };
    await checkExists(db, 'usergroup', 'usergroup_id', input.usergroup_id);
    requireManager(ctx.user, input.usergroup_id);
    const pending = await db.query(
      "select 1 from ftp_access_request where usergroup_id = $1 and status in ('pending', 'granted')",
      [input.usergroup_id],
    );
    if (pending.length > 0)
      throw new HttpError(400, {
        usergroup_id: ['An sFTP access request for this group is already pending or granted.'],
      });
    const [row] = await db.query<{
      id: number;
      usergroup_id: number;
      user_id: number;
      message: string | null;
      status: string;
      date: Date;
    }>(
      'insert into ftp_access_request (usergroup_id, user_id, message) values ($1, $2, $3) returning id, usergroup_id, user_id, message, status, date',
      [input.usergroup_id, ctx.user.id, input.message ?? null],
    );
    if (!row) throw new Error('Request not recorded');
    return created({ ...row, date: iso(row.date) });
  },

  async createScenarioExecutionFrequency(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as { resource_id: number; scheduler: number; scenario_id: number };
    await checkExists(db, 'resource', 'resource_id', input.resource_id);
    const resource = await writableResource(ctx, input.resource_id);
    await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
    await checkUpdateScenario(db, resource, input.scenario_id);
    const existing = await db.query('select 1 from scenario_execution_frequency where resource_id = $1', [
      resource.id,
    ]);
    if (existing.length > 0)
      throw new HttpError(400, { resource_id: ['The resource already has an automatic update.'] });
    const [row] = await db.query(
      'insert into scenario_execution_frequency (resource_id, scheduler, scenario_id) values ($1, $2, $3) returning id, resource_id, scheduler, scenario_id',
      [resource.id, input.scheduler, input.scenario_id],
    );
    return created(row);
  },

  async partialUpdateScenarioExecutionFrequency(ctx) {
    const db = ctx.services.db;
    const current = await one<{ id: number; resource_id: number }>(
      db,
      'select id, resource_id from scenario_execution_frequency where id = $1',
      [int(ctx.params.id)],
    );
    const resource = await writableResource(ctx, current.resource_id);
    const input = ctx.body as { scheduler?: number; scenario_id?: number };
    if (input.scheduler !== undefined) await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
    if (input.scenario_id !== undefined) await checkUpdateScenario(db, resource, input.scenario_id);
    await db.query(
      `update scenario_execution_frequency set scheduler = coalesce($1, scheduler), scenario_id = coalesce($2, scenario_id),
         next_run_at = case when $1::int is null or $1::int = scheduler then next_run_at end where id = $3`,
      [input.scheduler ?? null, input.scenario_id ?? null, current.id],
    );
    return ok(
      await one(
        db,
        'select id, resource_id, scheduler, scenario_id from scenario_execution_frequency where id = $1',
        [current.id],
      ),
    );
  },

  async deleteScenarioExecutionFrequency(ctx) {
    const db = ctx.services.db;
    const current = await one<{ id: number; resource_id: number }>(
      db,
      'select id, resource_id from scenario_execution_frequency where id = $1',
      [int(ctx.params.id)],
    );
    await writableResource(ctx, current.resource_id);
    await db.query('delete from scenario_execution_frequency where id = $1', [current.id]);
    return noContent();
  },

  async checkGeoserver(ctx) {
    requireDataUser(ctx.user);
    return { status: 200 };
  },

  async listGeoserverWorkspaces(ctx) {
    requireDataUser(ctx.user);
    const catalogue = await mapServerCatalogue(ctx.services.db);
    return ok([...new Set(catalogue.map((e) => e.workspace))].sort().map((name) => ({ name })));
  },

  listGeoserverLayers: (ctx) => workspaceEntries(ctx, 'layer'),
  listGeoserverLayerGroups: (ctx) => workspaceEntries(ctx, 'layergroup'),

  async createGeoserverMirror(ctx) {
    const db = ctx.services.db;
    const input = ctx.body as Required<
      Pick<MirrorInput, 'resource_id' | 'workspace' | 'layer' | 'layer_type'>
    > &
      MirrorInput;
    const resource = await resourceForKind(ctx, input.resource_id, 'geoserver-mirrors');
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    await checkMirror(db, input);
    const [row] = await db.query<{ id: number }>(
      'insert into geoserver_mirror (resource_id, workspace, layer, layer_type, dataformat_id) values ($1, $2, $3, $4, $5) returning id',
      [resource.id, input.workspace, input.layer, input.layer_type, input.dataformat_id ?? null],
    );
    const id = row?.id ?? 0;
    await attachKind(
      db,
      resource,
      'geoserver-mirrors',
      id,
      mirrorHref(input.workspace, input.layer),
      input.dataformat_id,
    );
    return created(await mirrorOf(db, id, ctx.origin));
  },

  async partialUpdateGeoserverMirror(ctx) {
    const db = ctx.services.db;
    const current = await mirrorOf(db, int(ctx.params.id), ctx.origin);
    const resource = await writableResource(ctx, current.resource_id);
    const input = ctx.body as MirrorInput;
    await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
    const next = {
      workspace: input.workspace ?? current.workspace,
      layer: input.layer ?? current.layer,
      layer_type: input.layer_type ?? (current.layer_type as 'layer' | 'layergroup'),
    };
    await checkMirror(db, next);
    await db.query(
      'update geoserver_mirror set workspace = $1, layer = $2, layer_type = $3, dataformat_id = coalesce($4, dataformat_id) where id = $5',
      [next.workspace, next.layer, next.layer_type, input.dataformat_id ?? null, current.id],
    );
    await attachKind(
      db,
      resource,
      'geoserver-mirrors',
      current.id,
      mirrorHref(next.workspace, next.layer),
      input.dataformat_id,
    );
    return ok(await mirrorOf(db, current.id, ctx.origin));
  },

  async listResourceKindScenarios(ctx) {
    const { kind } = await kindSubject(ctx, true);
    return listScenarios(ctx, kind);
  },

  async runResourceKindScenario(ctx) {
    const db = ctx.services.db;
    const { kind, id, resource } = await kindSubject(ctx, true);
    if (kind === 'ftp') {
      requireSuperuser(ctx.user);
      const filePath = (ctx.body as { data?: { file_path?: unknown } }).data?.file_path;
      if (typeof filePath === 'string')
        await db.query('update ftp set file_path = $1 where id = $2', [filePath, id]);
    }
    const dataset = await datasetOfResource(db, resource.id);
    const targets: Record<string, { pk: number; display: string }> = {
      resource: { pk: resource.id, display: resource.display_name },
      [kind.replace(/-/g, '')]: { pk: id, display: resource.display_name },
    };
    if (dataset) targets.dataset = { pk: dataset.id, display: dataset.display_name };
    return runScenario(ctx, {
      objectKind: kind,
      objectClass: 'resource',
      objectId: resource.id,
      objectDisplay: resource.display_name,
      targets,
      datasetId: dataset?.id ?? null,
      usergroupId: dataset?.usergroup_id ?? null,
      resourceId: resource.id,
    });
  },
};

async function checkUpdateScenario(db: Queryable, resource: ResourceRow, scenarioId: number): Promise<void> {
  const rows = await db.query('select 1 from scenario where id = $1 and object_kind = $2 and action = $3', [
    scenarioId,
    resource.kind ?? '',
    'update',
  ]);
  if (rows.length === 0) {
    throw new HttpError(400, {
      scenario_id: ['This is not an update scenario of the resource’s type-specific record.'],
    });
  }
}
