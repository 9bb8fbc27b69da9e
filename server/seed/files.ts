import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/database.ts';
import { DATASETS, DEMO_POINTS } from './demo/datasets.ts';

const EXTENSIONS: Record<string, string> = {
  CSV: 'csv',
  GeoJSON: 'geojson',
  'Shapefile (zip)': 'zip',
  XLSX: 'xlsx',
  PDF: 'pdf',
  JSON: 'json',
};

export function demoFileName(title: string, format: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.${EXTENSIONS[format] ?? 'bin'}`;
}

// Rough centres of the demo organisations' territories: [lon, lat].
const CENTRES: Record<string, [number, number]> = {
  ctg: [-52.33, 4.94],
  cacl: [-52.33, 4.9],
  cayenne: [-52.33, 4.935],
  oeg: [-52.6, 5.0],
  pag: [-53.6, 3.6],
  ccog: [-54.03, 5.5],
  mobilite: [-52.4, 4.95],
  foncier: [-52.35, 4.88],
};

/** The points of a demo file: its own list, or eight points around its owner's territory. */
export function guessPoints(file: string, owner: string): [string, number, number][] {
  const own = DEMO_POINTS[file];
  if (own) return own;
  const [lon, lat] = CENTRES[owner] ?? [-52.33, 4.94];
  return Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * 2 * Math.PI;
    return [
      `Point ${i + 1}`,
      Math.round((lon + 0.05 * Math.cos(angle)) * 10000) / 10000,
      Math.round((lat + 0.04 * Math.sin(angle)) * 10000) / 10000,
    ];
  });
}

function csv(points: [string, number, number][]): string {
  return `nom;longitude;latitude\n${points.map(([name, lon, lat]) => `${name};${lon};${lat}`).join('\n')}\n`;
}

function geojson(points: [string, number, number][]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: points.map(([name, lon, lat]) => ({
      type: 'Feature',
      properties: { nom: name },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    })),
  });
}

// A one-page PDF saying what it is.
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 60 >> stream
BT /F1 18 Tf 72 760 Td (Document de demonstration) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

function content(file: string, owner: string): string | Buffer {
  const points = guessPoints(file, owner);
  if (file.endsWith('.geojson')) return geojson(points);
  if (file.endsWith('.pdf')) return PDF;
  if (file === 'subventions.csv')
    return Buffer.from('b\xe9n\xe9ficiaire;montant\nAssociation \xe9t\xe9;1200\n', 'latin1');
  return csv(points);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the files the seeded resources point at (uploads/seed/) and a demo sFTP space per
 * organisation with datasets, when missing. The database only stores their paths.
 */
export async function ensureDemoFiles(db: Queryable, uploadsDir: string): Promise<void> {
  const seedDir = join(uploadsDir, 'seed');
  if (await exists(join(seedDir, '.complete'))) return;
  await mkdir(seedDir, { recursive: true });
  const uploads = await db.query<{ stored_path: string; file_name: string; owner: string }>(
    `select f.stored_path, f.file_name, coalesce(g.acronym, g.name) as owner
     from file_upload f join resource_dataset rd on rd.resource_id = f.resource_id
     join dataset d on d.id = rd.dataset_id join usergroup g on g.id = d.usergroup_id
     where f.stored_path like 'seed/%'`,
  );
  const ownerKey = (owner: string) => {
    const found = DATASETS.find((d) => d.owner.toLowerCase() === owner.toLowerCase());
    return found?.owner ?? owner.toLowerCase();
  };
  for (const upload of uploads) {
    await writeFile(join(uploadsDir, upload.stored_path), content(upload.file_name, ownerKey(upload.owner)));
  }
  const groups = await db.query<{ id: number }>(
    "select distinct usergroup_id as id from dataset d join usergroup g on g.id = d.usergroup_id where g.usergroup_type = 'organisation'",
  );
  for (const group of groups) {
    const dir = join(uploadsDir, 'ftp', String(group.id));
    if (await exists(dir)) continue;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'releves-2025.csv'), csv(guessPoints('', 'cacl')));
    await writeFile(
      join(dir, 'occupation-sol-2020.zip'),
      Buffer.from(`PK\x05\x06${'\0'.repeat(18)}`, 'latin1'),
    );
  }
  await writeFile(join(seedDir, '.complete'), new Date().toISOString());
}
