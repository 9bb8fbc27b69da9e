import type { components } from '../../../contract/schema.gen.ts';
import { requireAdministrator, requireSuperuser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { forbidden, notFound } from '../../messages/errors.ts';
import {
  absoluteUrl,
  type BodyReader,
  checkExists,
  checkReferences,
  isoRequired,
  one,
  type PageSlice,
  searchCondition,
  selectPage,
  whereClause,
} from '../common.ts';
import type { UploadedFile } from '../files.ts';
import { imageUrl } from '../images.ts';
import { conventionUrl, removeConvention, storeConvention } from './conventions.ts';
import { groupSummary, refuseWhileOwningDatasets, type UserGroupType } from './usergroups.ts';

// Organisations: the groups of type 'organisation', with their identity, jurisdiction and convention.

type Organisation = components['schemas']['Organisation'];
type OrganisationInput = components['schemas']['OrganisationInput'];

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

const ORGANISATION_COLUMNS = `g.id, g.display_name, g.organisation_type, g.acronym, g.siret, g.thumbnail, g.website,
  g.description, g.phone, g.postal_address, g.jurisdiction_id, g.convention_signed, g.convention_file, g.partnership,
  g.status, g.creation_date,
  (select count(*)::int from membership m where m.usergroup_id = g.id and m.status = 2) as users_count`;

async function serialiseOrganisations(
  db: Queryable,
  rows: OrganisationRow[],
  origin: string,
): Promise<Organisation[]> {
  if (rows.length === 0) return [];
  const spheres = await db.query<{
    child_id: number;
    id: number;
    display_name: string;
    usergroup_type: UserGroupType;
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
    `select ${ORGANISATION_COLUMNS} from usergroup g where g.id = $1 and g.usergroup_type = 'organisation'`,
    [id],
  );
}

/** The organisation `id`, else 404. */
export async function organisationById(db: Queryable, id: number, origin: string): Promise<Organisation> {
  const [organisation] = await serialiseOrganisations(db, [await organisationRow(db, id)], origin);
  if (!organisation) throw new Error('An organisation read was not serialised.');
  return organisation;
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

export interface OrganisationFilters {
  statuses?: number[];
  types?: number[];
  jurisdictionId?: number;
  partnership?: boolean;
  search?: string;
  ordering?: string;
}

/** A page of the organisations matching `filters`, by name unless ordered otherwise. */
export async function listOrganisations<S extends PageSlice>(
  db: Queryable,
  filters: OrganisationFilters,
  origin: string,
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where = ["g.usergroup_type = 'organisation'"];
  if (filters.statuses) where.push(`g.status = any(${q.p(filters.statuses)}::int[])`);
  if (filters.types) where.push(`g.organisation_type = any(${q.p(filters.types)}::int[])`);
  if (filters.jurisdictionId !== undefined) where.push(`g.jurisdiction_id = ${q.p(filters.jurisdictionId)}`);
  if (filters.partnership !== undefined) where.push(`g.partnership = ${q.p(filters.partnership)}`);
  const search = searchCondition(
    "g.display_name || ' ' || coalesce(g.acronym, '') || ' ' || coalesce(g.siret, '')",
    filters.search,
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const order = orderBy(filters.ordering, ORGANISATION_ORDERING, 'f_unaccent(g.display_name)', 'g.id');
  const page = await selectPage<OrganisationRow, S>(
    db,
    { columns: ORGANISATION_COLUMNS, from: 'from usergroup g', clause: whereClause(where), order },
    q,
    sliceOf,
  );
  return { ...page, rows: await serialiseOrganisations(db, page.rows, origin) };
}

/** A new organisation (a superuser's act), active unless said otherwise. */
export async function createOrganisation(
  db: Queryable,
  user: CurrentUser,
  readInput: BodyReader<OrganisationInput>,
  origin: string,
): Promise<Organisation> {
  requireSuperuser(user);
  const input = readInput();
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
  return organisationById(db, row?.id ?? 0, origin);
}

/** Replaces the organisation `id`: its administrators do; only a superuser changes its status or partnership. */
export async function updateOrganisation(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<OrganisationInput>,
  origin: string,
): Promise<Organisation> {
  const current = await organisationRow(db, id);
  requireAdministrator(user, id);
  const input = readInput();
  if (input.status !== undefined && input.status !== current.status && !user.is_superuser) {
    throw forbidden('Only a superuser may change the status of an organisation.');
  }
  if (input.partnership !== undefined && input.partnership !== current.partnership && !user.is_superuser) {
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
  return organisationById(db, id, origin);
}

/** Deletes the organisation `id` (a superuser's act) unless it still owns datasets. */
export async function deleteOrganisation(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  await organisationRow(db, id);
  requireSuperuser(user);
  await refuseWhileOwningDatasets(db, id, 'organisation');
  await db.query('delete from usergroup where id = $1', [id]);
}

/**
 * Records whether the organisation's convention is signed (a superuser's say) and keeps the uploaded
 * one, if any, in place of the former.
 */
export async function updateAgreement(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readSigned: BodyReader<boolean>,
  upload: { uploadsDir: string; files: UploadedFile[]; locale: string; origin: string },
): Promise<components['schemas']['Convention']> {
  const current = await organisationRow(db, id);
  requireAdministrator(user, id);
  const signed = readSigned();
  if (signed !== current.convention_signed && !user.is_superuser) {
    throw forbidden('Only a superuser may change whether the convention is signed.');
  }
  const file = await storeConvention(upload.uploadsDir, upload.files, upload.locale);
  await db.query(
    'update usergroup set convention_signed = $1, convention_file = coalesce($2, convention_file) where id = $3',
    [signed, file, id],
  );
  if (file && current.convention_file) await removeConvention(upload.uploadsDir, current.convention_file);
  return { signed, file: conventionUrl(upload.origin, file ?? current.convention_file) };
}

/** What anyone may read of an active organisation (issue 50, decision 0037); 404 otherwise. */
export async function organisationPublic(db: Queryable, id: number, origin: string) {
  const [row] = await db.query<{
    id: number;
    display_name: string;
    acronym: string | null;
    organisation_type: number | null;
    thumbnail: string | null;
  }>(
    `select id, display_name, acronym, organisation_type, thumbnail from usergroup
     where id = $1 and usergroup_type = 'organisation' and status = 2`,
    [id],
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    display_name: row.display_name,
    acronym: row.acronym,
    organisation_type: row.organisation_type ?? 0,
    logo: absoluteUrl(origin, imageUrl(row.thumbnail)),
  };
}
