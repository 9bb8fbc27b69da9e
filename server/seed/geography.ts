import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Delaunay } from 'd3-delaunay';
import type { Queryable } from '../db/database.ts';

const require = createRequire(import.meta.url);

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  chefLieu?: string;
}

interface GuianaPoints {
  bounds: [number, number, number, number];
  points: { insee: string; name: string; lon: number; lat: number }[];
}

export type Polygon = { type: 'Polygon'; coordinates: number[][][] };

const officialList = (): EtalabCommune[] =>
  require(require.resolve('@etalab/decoupage-administratif/data/communes.json')) as EtalabCommune[];

/** Current municipalities (and the municipal districts of Paris, Lyon, Marseille) of the official list. */
export function officialMunicipalities(): EtalabCommune[] {
  return officialList().filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal');
}

/**
 * Communes merged into Annecy on 1 January 2017 (delegated communes since), kept in the table as a
 * platform that loaded its municipalities before the merge still has them: real platforms' tables
 * were loaded years ago, so their jurisdictions hold such codes, and the municipality check of
 * issue 33 needs one to show. Current communes only come from the list; these are the exception.
 */
export const FORMER_COMMUNES_STILL_LISTED = ['74011', '74093', '74182'] as const;

function formerCommunesStillListed(): EtalabCommune[] {
  const wanted = new Set<string>(FORMER_COMMUNES_STILL_LISTED);
  return officialList().filter((c) => c.type === 'commune-deleguee' && wanted.has(c.code));
}

export async function guianaPoints(): Promise<GuianaPoints> {
  const raw = await readFile(new URL('./data/guyane-communes-points.json', import.meta.url), 'utf8');
  return JSON.parse(raw) as GuianaPoints;
}

const round = (value: number): number => Math.round(value * 10000) / 10000;

/**
 * Demonstration cells: the Voronoi diagram of the main towns of French Guiana clipped to the
 * default map bounds. Not official boundaries (real ones come in with scripts/import-boundaries).
 */
export function demonstrationCells(data: GuianaPoints): Map<string, Polygon> {
  const delaunay = Delaunay.from(
    data.points,
    (p) => p.lon,
    (p) => p.lat,
  );
  const voronoi = delaunay.voronoi(data.bounds);
  const cells = new Map<string, Polygon>();
  data.points.forEach((point, index) => {
    const ring = voronoi.cellPolygon(index);
    if (ring)
      cells.set(point.insee, { type: 'Polygon', coordinates: [ring.map(([x, y]) => [round(x), round(y)])] });
  });
  return cells;
}

/**
 * Inserts every municipality (and the former communes a platform loaded before the merges still
 * has), 500 rows per statement, with the demonstration cells of French Guiana.
 */
export async function seedMunicipalities(db: Queryable): Promise<void> {
  const cells = demonstrationCells(await guianaPoints());
  const rows = [...officialMunicipalities(), ...formerCommunesStillListed()];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values: unknown[] = [];
    const tuples = chunk.map((commune, index) => {
      const cell = cells.get(commune.code);
      values.push(
        commune.code,
        commune.nom,
        commune.departement ?? null,
        cell ? JSON.stringify(cell) : null,
        cell ? 'demonstration' : null,
      );
      const base = index * 5;
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}::jsonb, $${base + 5})`;
    });
    await db.query(
      `insert into municipality (insee, display_name, departement, geometry, geometry_source) values ${tuples.join(', ')}
       on conflict (insee) do nothing`,
      values,
    );
  }
}
