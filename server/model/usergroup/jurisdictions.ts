import type { components } from '../../../contract/schema.gen.ts';
import { requireSuperuser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { HttpError } from '../../messages/errors.ts';
import { type BodyReader, one, type PageSlice, searchCondition, selectPage, whereClause } from '../common.ts';

// Jurisdictions (sets of municipalities an organisation answers for) and the municipalities.

type Jurisdiction = components['schemas']['Jurisdiction'];
type JurisdictionInput = components['schemas']['JurisdictionInput'];
type Geometry = components['schemas']['GeoJsonGeometry'];

interface JurisdictionRow {
  id: number;
  display_name: string;
  codename: string;
  organisations_count: number;
}

type Position = number[];

function collectPositions(coordinates: unknown, into: Position[]): void {
  if (!Array.isArray(coordinates)) return;
  const [first, second] = coordinates;
  if (typeof first === 'number' && typeof second === 'number') {
    into.push(coordinates.filter((value): value is number => typeof value === 'number'));
    return;
  }
  for (const item of coordinates) collectPositions(item, into);
}

/** [south latitude, west longitude, north latitude, east longitude] of the geometries, null when none. */
export function latlonBoundingBox(geometries: unknown[]): [number, number, number, number] | null {
  const positions: Position[] = [];
  for (const geometry of geometries) {
    if (geometry && typeof geometry === 'object' && 'coordinates' in geometry)
      collectPositions(geometry.coordinates, positions);
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

async function serialiseJurisdictions(db: Queryable, rows: JurisdictionRow[]): Promise<Jurisdiction[]> {
  if (rows.length === 0) return [];
  const members = await db.query<{ jurisdiction_id: number; insee: string; geometry: Geometry | null }>(
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

const JURISDICTION_COLUMNS = `j.id, j.display_name, j.codename,
  (select count(*)::int from usergroup g where g.jurisdiction_id = j.id) as organisations_count`;

/** The jurisdiction `id`, else 404. */
export async function jurisdictionById(db: Queryable, id: number): Promise<Jurisdiction> {
  const row = await one<JurisdictionRow>(
    db,
    `select ${JURISDICTION_COLUMNS} from jurisdiction j where j.id = $1`,
    [id],
  );
  const [jurisdiction] = await serialiseJurisdictions(db, [row]);
  if (!jurisdiction) throw new Error('A jurisdiction read was not serialised.');
  return jurisdiction;
}

/** A page of the jurisdictions whose name or code holds the words of `search`. */
export async function listJurisdictions<S extends PageSlice>(
  db: Queryable,
  filters: { search?: string; ordering?: string },
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const search = searchCondition("j.display_name || ' ' || j.codename", filters.search, (v) => q.p(v));
  const order = orderBy(
    filters.ordering,
    { id: 'j.id', display_name: 'f_unaccent(j.display_name)', codename: 'j.codename' },
    'f_unaccent(j.display_name)',
    'j.id',
  );
  const page = await selectPage<JurisdictionRow, S>(
    db,
    {
      columns: JURISDICTION_COLUMNS,
      from: 'from jurisdiction j',
      clause: whereClause(search ? [search] : []),
      order,
    },
    q,
    sliceOf,
  );
  return { ...page, rows: await serialiseJurisdictions(db, page.rows) };
}

/** 400 when the code is another jurisdiction's or a municipality is unknown. */
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

/** A new jurisdiction (a superuser's act). */
export async function createJurisdiction(
  db: Database,
  user: CurrentUser,
  readInput: BodyReader<JurisdictionInput>,
): Promise<Jurisdiction> {
  requireSuperuser(user);
  const input = readInput();
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
  return jurisdictionById(db, id);
}

/** Replaces the jurisdiction `id` and its municipalities (a superuser's act). */
export async function updateJurisdiction(
  db: Database,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<JurisdictionInput>,
): Promise<Jurisdiction> {
  await jurisdictionById(db, id);
  requireSuperuser(user);
  const input = readInput();
  await checkJurisdictionInput(db, input, id);
  await db.transaction(async (tx) => {
    await tx.query('update jurisdiction set display_name = $1, codename = $2 where id = $3', [
      input.display_name,
      input.codename,
      id,
    ]);
    await saveMunicipalities(tx, id, input.municipalities);
  });
  return jurisdictionById(db, id);
}

/** Deletes the jurisdiction `id` (a superuser's act) unless an organisation answers for it. */
export async function deleteJurisdiction(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  const jurisdiction = await jurisdictionById(db, id);
  requireSuperuser(user);
  if (jurisdiction.organisations_count > 0) {
    throw new HttpError(400, {
      code: 'jurisdiction_attached',
      detail: `The jurisdiction ${jurisdiction.display_name} cannot be deleted because it is attached to an organisation.`,
    });
  }
  await db.query('delete from jurisdiction where id = $1', [id]);
}

/**
 * A page of municipalities: those of `codes`, and those whose INSEE code starts with `search` or
 * whose name holds its words (shortest names first); with their geometry when asked.
 */
export async function listMunicipalities<S extends PageSlice>(
  db: Queryable,
  filters: { codes?: string[]; search?: string; withGeometry: boolean },
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where: string[] = [];
  if (filters.codes) where.push(`m.insee = any(${q.p(filters.codes)}::text[])`);
  const search = filters.search;
  if (search) {
    const byName = searchCondition('m.display_name', search, (v) => q.p(v));
    where.push(
      `(m.insee like ${q.p(`${search.replace(/[%_\\]/g, '\\$&')}%`)}${byName ? ` or (${byName})` : ''})`,
    );
  }
  const page = await selectPage<{ insee: string; display_name: string; geometry?: Geometry | null }, S>(
    db,
    {
      columns: `m.insee, m.display_name${filters.withGeometry ? ', m.geometry' : ''}`,
      from: 'from municipality m',
      clause: whereClause(where),
      order: search ? 'order by length(m.display_name), m.display_name, m.insee' : 'order by m.insee',
    },
    q,
    sliceOf,
  );
  const rows: components['schemas']['Municipality'][] = page.rows.map((row) =>
    filters.withGeometry
      ? { insee: row.insee, display_name: row.display_name, geometry: row.geometry ?? null }
      : { insee: row.insee, display_name: row.display_name },
  );
  return { ...page, rows };
}
