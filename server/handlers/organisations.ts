import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { requireAdministrator, requireSuperuser } from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import {
  created,
  type HandlerContext,
  type HandlerMap,
  idList,
  int,
  noContent,
  ok,
  optionalBool,
  optionalInt,
  optionalString,
  stringList,
} from '../http/context.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { absoluteUrl } from '../http/origin.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { checkExists, checkReferences, isoRequired, one, searchCondition } from '../model/common.ts';
import { imageUrl } from '../model/images.ts';
import { groupSummary } from '../model/usergroups.ts';

interface OrganisationRow {
  id: number;
  display_name: string;
  organisation_type: number | null;
  acronym: string | null;
  siret: string | null;
  thumbnail: string | null;
  website: string | null;
  description: string | null;
  phone: string | null;
  postal_address: string | null;
  jurisdiction_id: number | null;
  convention_signed: boolean;
  convention_file: string | null;
  partnership: boolean;
  status: number;
  creation_date: Date;
  users_count: number;
}

const ORGANISATION_SELECT = `select g.id, g.display_name, g.organisation_type, g.acronym, g.siret, g.thumbnail, g.website,
  g.description, g.phone, g.postal_address, g.jurisdiction_id, g.convention_signed, g.convention_file, g.partnership,
  g.status, g.creation_date,
  (select count(*)::int from membership m where m.usergroup_id = g.id and m.status = 2) as users_count
  from usergroup g`;

/** Absolute URL of a stored convention file (DRF serialises a FileField as one). */
const conventionUrl = (origin: string, name: string | null): string | null =>
  absoluteUrl(origin, name ? `/media/conventions/${name}` : null);

async function serialiseOrganisations(db: Queryable, rows: OrganisationRow[], origin: string) {
  if (rows.length === 0) return [];
  const spheres = await db.query<{
    child_id: number;
    id: number;
    display_name: string;
    usergroup_type: string;
  }>(
    `select l.child_id, g.id, g.display_name, g.usergroup_type from usergroup_link l join usergroup g on g.id = l.parent_id
     where l.child_id = any($1::int[]) and g.usergroup_type = 'group-of-organisation' order by g.display_name`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    display_name: row.display_name,
    organisation_type: row.organisation_type ?? 0,
    acronym: row.acronym,
    siret: row.siret,
    logo: absoluteUrl(origin, imageUrl(row.thumbnail)),
    website: row.website,
    description: row.description,
    phone: row.phone,
    postal_address: row.postal_address,
    jurisdiction: row.jurisdiction_id,
    convention: { signed: row.convention_signed, file: conventionUrl(origin, row.convention_file) },
    partnership: row.partnership,
    status: row.status,
    creation_date: isoRequired(row.creation_date),
    users_count: row.users_count,
    spheres: spheres.filter((s) => s.child_id === row.id).map(groupSummary),
  }));
}

async function organisationRow(db: Queryable, id: number): Promise<OrganisationRow> {
  return one<OrganisationRow>(
    db,
    `${ORGANISATION_SELECT} where g.id = $1 and g.usergroup_type = 'organisation'`,
    [id],
  );
}

async function organisationById(db: Queryable, id: number, origin: string) {
  const [organisation] = await serialiseOrganisations(db, [await organisationRow(db, id)], origin);
  return organisation;
}

interface OrganisationInput {
  display_name: string;
  organisation_type: number;
  acronym?: string | null;
  siret?: string | null;
  website?: string | null;
  description?: string | null;
  phone?: string | null;
  postal_address?: string | null;
  jurisdiction?: number | null;
  partnership?: boolean;
  status?: number;
}

async function checkOrganisationInput(db: Queryable, input: OrganisationInput): Promise<void> {
  await checkReferences(db, 'organisation_type', 'organisation_type', input.organisation_type);
  await checkExists(db, 'jurisdiction', 'jurisdiction', input.jurisdiction);
  if (input.status !== undefined) await checkReferences(db, 'usergroup_status', 'status', input.status);
}

const ORGANISATION_ORDERING: Record<string, string> = {
  id: 'g.id',
  display_name: 'f_unaccent(g.display_name)',
  acronym: 'f_unaccent(g.acronym)',
  creation_date: 'g.creation_date',
  organisation_type: 'g.organisation_type',
  status: 'g.status',
  partnership: 'g.partnership',
  users_count: 'users_count',
  jurisdiction: 'g.jurisdiction_id',
};

// Jurisdictions

interface JurisdictionRow {
  id: number;
  display_name: string;
  codename: string;
  organisations_count: number;
}

type Position = number[];

function collectPositions(coordinates: unknown, into: Position[]): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    into.push(coordinates as Position);
    return;
  }
  for (const item of coordinates) collectPositions(item, into);
}

/** [south latitude, west longitude, north latitude, east longitude] of the geometries, null when none. */
export function latlonBoundingBox(geometries: unknown[]): [number, number, number, number] | null {
  const positions: Position[] = [];
  for (const geometry of geometries) {
    if (geometry && typeof geometry === 'object')
      collectPositions((geometry as { coordinates?: unknown }).coordinates, positions);
  }
  if (positions.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon = 0, lat = 0] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [south, west, north, east];
}

async function serialiseJurisdictions(db: Queryable, rows: JurisdictionRow[]) {
  if (rows.length === 0) return [];
  const members = await db.query<{ jurisdiction_id: number; insee: string; geometry: unknown }>(
    `select jm.jurisdiction_id, jm.insee, m.geometry from jurisdiction_municipality jm
     join municipality m on m.insee = jm.insee where jm.jurisdiction_id = any($1::int[]) order by jm.insee`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => {
    const own = members.filter((m) => m.jurisdiction_id === row.id);
    return {
      id: row.id,
      display_name: row.display_name,
      codename: row.codename,
      municipalities: own.map((m) => m.insee),
      latlon_bounding_box: latlonBoundingBox(own.map((m) => m.geometry)),
      organisations_count: row.organisations_count,
    };
  });
}

const JURISDICTION_SELECT = `select j.id, j.display_name, j.codename,
  (select count(*)::int from usergroup g where g.jurisdiction_id = j.id) as organisations_count
  from jurisdiction j`;

async function jurisdictionById(db: Queryable, id: number) {
  const [jurisdiction] = await serialiseJurisdictions(db, [
    await one<JurisdictionRow>(db, `${JURISDICTION_SELECT} where j.id = $1`, [id]),
  ]);
  return jurisdiction;
}

interface JurisdictionInput {
  display_name: string;
  codename: string;
  municipalities: string[];
}

async function checkJurisdictionInput(
  db: Queryable,
  input: JurisdictionInput,
  id: number | null,
): Promise<void> {
  const taken = await db.query('select 1 from jurisdiction where codename = $1 and id <> $2', [
    input.codename,
    id ?? 0,
  ]);
  if (taken.length > 0)
    throw new HttpError(400, { codename: ['A jurisdiction with this code already exists.'] });
  const known = await db.query<{ insee: string }>(
    'select insee from municipality where insee = any($1::text[])',
    [input.municipalities],
  );
  const found = new Set(known.map((row) => row.insee));
  const unknown = input.municipalities.filter((code) => !found.has(code));
  if (unknown.length > 0) {
    throw new HttpError(400, { municipalities: unknown.map((code) => `Unknown INSEE code "${code}".`) });
  }
}

async function saveMunicipalities(db: Queryable, id: number, codes: string[]): Promise<void> {
  await db.query('delete from jurisdiction_municipality where jurisdiction_id = $1', [id]);
  if (codes.length > 0) {
    await db.query(
      'insert into jurisdiction_municipality (jurisdiction_id, insee) select $1, unnest($2::text[]) on conflict do nothing',
      [id, codes],
    );
  }
}

/** A PDF begins with this signature (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-');

async function startsAsPdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PDF_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Keeps the uploaded convention under a random name; answers that name, or null without a file.
 * Only a PDF, by its name and by its content (audit H2): an HTML or SVG file stored on the
 * back-office origin would be a page able to script it.
 */
async function storeConvention(ctx: HandlerContext): Promise<string | null> {
  const file = ctx.files.find((f) => f.field === 'file');
  if (!file) return null;
  if (file.size > 20 * 1024 * 1024) {
    throw new HttpError(400, {
      file: [
        say(ctx.locale, {
          fr: 'Le fichier ne doit pas dépasser 20 Mo.',
          en: 'The file must not exceed 20 MB.',
          it: 'Il file non deve superare 20 MB.',
        }),
      ],
    });
  }
  if (extname(file.filename).toLowerCase() !== '.pdf' || !(await startsAsPdf(file.path))) {
    throw new HttpError(400, {
      file: [
        say(ctx.locale, {
          fr: 'La convention doit être un fichier PDF.',
          en: 'The convention must be a PDF file.',
          it: 'La convenzione deve essere un file PDF.',
        }),
      ],
    });
  }
  const dir = join(ctx.services.uploadsDir, 'conventions');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.pdf`;
  await rename(file.path, join(dir, name));
  return name;
}

function requireOrganisationAdmin(user: CurrentUser, id: number): void {
  requireAdministrator(user, id);
}

export const organisationHandlers: HandlerMap = {
  async listOrganisations(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const where = ["g.usergroup_type = 'organisation'"];
    const statuses = idList(ctx.query.usergroup__status__in);
    if (statuses) where.push(`g.status = any(${q.p(statuses)}::int[])`);
    const types = idList(ctx.query.organisation_type_id);
    if (types) where.push(`g.organisation_type = any(${q.p(types)}::int[])`);
    const jurisdiction = optionalInt(ctx.query.jurisdiction_id);
    if (jurisdiction !== undefined) where.push(`g.jurisdiction_id = ${q.p(jurisdiction)}`);
    const partnership = optionalBool(ctx.query.partnership);
    if (partnership !== undefined) where.push(`g.partnership = ${q.p(partnership)}`);
    const search = searchCondition(
      "g.display_name || ' ' || coalesce(g.acronym, '') || ' ' || coalesce(g.siret, '')",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    if (search) where.push(search);
    const clause = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from usergroup g ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<OrganisationRow>(
      `${ORGANISATION_SELECT} ${clause} ${orderBy(ctx.query.ordering, ORGANISATION_ORDERING, 'f_unaccent(g.display_name)', 'g.id')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, await serialiseOrganisations(db, rows, ctx.origin)));
  },

  async createOrganisation(ctx) {
    requireSuperuser(ctx.user);
    const input = ctx.body as OrganisationInput;
    const db = ctx.services.db;
    await checkOrganisationInput(db, input);
    const [row] = await db.query<{ id: number }>(
      `insert into usergroup (name, display_name, description, usergroup_type, status, organisation_type, acronym, siret,
         website, phone, postal_address, jurisdiction_id, partnership)
       values ($1, $1, $2, 'organisation', $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        input.display_name,
        input.description ?? null,
        input.status ?? 2,
        input.organisation_type,
        input.acronym ?? null,
        input.siret ?? null,
        input.website ?? null,
        input.phone ?? null,
        input.postal_address ?? null,
        input.jurisdiction ?? null,
        input.partnership ?? false,
      ],
    );
    return created(await organisationById(db, row?.id ?? 0, ctx.origin));
  },

  async getOrganisation(ctx) {
    return ok(await organisationById(ctx.services.db, int(ctx.params.id), ctx.origin));
  },

  async updateOrganisation(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    const current = await organisationRow(db, id);
    requireOrganisationAdmin(ctx.user, id);
    const input = ctx.body as OrganisationInput;
    if (input.status !== undefined && input.status !== current.status && !ctx.user.is_superuser) {
      throw forbidden('Only a superuser may change the status of an organisation.');
    }
    if (
      input.partnership !== undefined &&
      input.partnership !== current.partnership &&
      !ctx.user.is_superuser
    ) {
      throw forbidden('Only a superuser may change the partnership of an organisation.');
    }
    await checkOrganisationInput(db, input);
    await db.query(
      `update usergroup set display_name = $1, organisation_type = $2, acronym = $3, siret = $4, website = $5,
         description = $6, phone = $7, postal_address = $8, jurisdiction_id = $9, partnership = $10, status = $11
       where id = $12`,
      [
        input.display_name,
        input.organisation_type,
        input.acronym ?? null,
        input.siret ?? null,
        input.website ?? null,
        input.description ?? null,
        input.phone ?? null,
        input.postal_address ?? null,
        input.jurisdiction ?? null,
        input.partnership ?? current.partnership,
        input.status ?? current.status,
        id,
      ],
    );
    return ok(await organisationById(db, id, ctx.origin));
  },

  async deleteOrganisation(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    await organisationRow(db, id);
    requireSuperuser(ctx.user);
    const [datasets] = await db.query<{ n: number }>(
      'select count(*)::int as n from dataset where usergroup_id = $1',
      [id],
    );
    if ((datasets?.n ?? 0) > 0) {
      throw new HttpError(400, {
        non_field_errors: [`The organisation owns ${datasets?.n} dataset(s); move or delete them first.`],
      });
    }
    await db.query('delete from usergroup where id = $1', [id]);
    return noContent();
  },

  async updateOrganisationAgreement(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    const current = await organisationRow(db, id);
    requireOrganisationAdmin(ctx.user, id);
    const signed = (ctx.body as { signed: boolean }).signed;
    if (signed !== current.convention_signed && !ctx.user.is_superuser) {
      throw forbidden('Only a superuser may change whether the convention is signed.');
    }
    const file = await storeConvention(ctx);
    await db.query(
      'update usergroup set convention_signed = $1, convention_file = coalesce($2, convention_file) where id = $3',
      [signed, file, id],
    );
    if (file && current.convention_file)
      await rm(join(ctx.services.uploadsDir, 'conventions', current.convention_file), { force: true });
    return ok({ signed, file: conventionUrl(ctx.origin, file ?? current.convention_file) });
  },

  async listJurisdictions(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const search = searchCondition(
      "j.display_name || ' ' || j.codename",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    const clause = search ? `where ${search}` : '';
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from jurisdiction j ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const ordering = orderBy(
      ctx.query.ordering,
      { id: 'j.id', display_name: 'f_unaccent(j.display_name)', codename: 'j.codename' },
      'f_unaccent(j.display_name)',
      'j.id',
    );
    const rows = await db.query<JurisdictionRow>(
      `${JURISDICTION_SELECT} ${clause} ${ordering} limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, await serialiseJurisdictions(db, rows)));
  },

  async createJurisdiction(ctx) {
    requireSuperuser(ctx.user);
    const input = ctx.body as JurisdictionInput;
    const db = ctx.services.db;
    await checkJurisdictionInput(db, input, null);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        'insert into jurisdiction (display_name, codename) values ($1, $2) returning id',
        [input.display_name, input.codename],
      );
      if (!row) throw new Error('Jurisdiction not created');
      await saveMunicipalities(tx, row.id, input.municipalities);
      return row.id;
    });
    return created(await jurisdictionById(db, id));
  },

  async getJurisdiction(ctx) {
    return ok(await jurisdictionById(ctx.services.db, int(ctx.params.id)));
  },

  async updateJurisdiction(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    await jurisdictionById(db, id);
    requireSuperuser(ctx.user);
    const input = ctx.body as JurisdictionInput;
    await checkJurisdictionInput(db, input, id);
    await db.transaction(async (tx) => {
      await tx.query('update jurisdiction set display_name = $1, codename = $2 where id = $3', [
        input.display_name,
        input.codename,
        id,
      ]);
      await saveMunicipalities(tx, id, input.municipalities);
    });
    return ok(await jurisdictionById(db, id));
  },

  async deleteJurisdiction(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    const jurisdiction = await jurisdictionById(db, id);
    requireSuperuser(ctx.user);
    if ((jurisdiction?.organisations_count ?? 0) > 0) {
      throw new HttpError(400, {
        code: 'jurisdiction_attached',
        detail: `The jurisdiction ${jurisdiction?.display_name ?? id} cannot be deleted because it is attached to an organisation.`,
      });
    }
    await db.query('delete from jurisdiction where id = $1', [id]);
    return noContent();
  },

  async listMunicipalities(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const where: string[] = [];
    const codes = stringList(ctx.query.insee__in);
    if (codes) where.push(`m.insee = any(${q.p(codes)}::text[])`);
    const search = optionalString(ctx.query.search);
    if (search) {
      const byName = searchCondition('m.display_name', search, (v) => q.p(v));
      where.push(
        `(m.insee like ${q.p(`${search.replace(/[%_\\]/g, '\\$&')}%`)}${byName ? ` or (${byName})` : ''})`,
      );
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const withGeometry = ctx.query.with_geometry === true;
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from municipality m ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const order = search ? 'order by length(m.display_name), m.display_name, m.insee' : 'order by m.insee';
    const rows = await db.query<{ insee: string; display_name: string; geometry: unknown }>(
      `select m.insee, m.display_name${withGeometry ? ', m.geometry' : ''} from municipality m ${clause} ${order}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    const results = rows.map((row) =>
      withGeometry
        ? { insee: row.insee, display_name: row.display_name, geometry: row.geometry ?? null }
        : { insee: row.insee, display_name: row.display_name },
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, results));
  },
};
