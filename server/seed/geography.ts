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
}

interface GuianaPoints {
  bounds: [number, number, number, number];
  points: { insee: string; name: string; lon: number; lat: number }[];
}

export type Polygon = { type: 'Polygon'; coordinates: number[][][] };

/** Current municipalities (and the municipal districts of Paris, Lyon, Marseille) of the official list. */
export function officialMunicipalities(): EtalabCommune[] {
  const path = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const all = require(path) as EtalabCommune[];
  return all.filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal');
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

/** Inserts every municipality, 500 rows per statement, with the demonstration cells of French Guiana. */
export async function seedMunicipalities(db: Queryable): Promise<void> {
  const cells = demonstrationCells(await guianaPoints());
  const rows = officialMunicipalities();
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
