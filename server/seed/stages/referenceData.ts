import { insertRows } from '../../db/bulk.ts';
import type { Queryable } from '../../db/database.ts';
import { seedMunicipalities } from '../geography.ts';
import { DATA_FORMATS, INDEXER_TYPES, NUMBERED_LISTS, REFERENCE_LISTS, SCENARIOS } from '../reference.ts';
import { must, type ReferenceIds, type Seeding } from '../seedKit.ts';

async function seedReferenceLists(tx: Queryable): Promise<ReferenceIds> {
  const ids = new Map<string, Map<string, number>>();
  const rows: unknown[][] = [];
  for (const [list, labels] of Object.entries(REFERENCE_LISTS)) {
    const byLabel = new Map<string, number>();
    labels.forEach((label, index) => {
      rows.push([list, index + 1, label]);
      byLabel.set(label, index + 1);
    });
    ids.set(list, byLabel);
  }
  for (const [list, entries] of Object.entries(NUMBERED_LISTS)) {
    for (const [id, label] of entries) rows.push([list, id, label]);
  }
  await insertRows(tx, 'reference_item', ['list', 'id', 'label'], rows, '');
  return ids;
}

/** Reference lists, data formats, indexer types, scenarios and the municipalities. */
export async function seedReferenceData({ tx }: Seeding) {
  const refs = await seedReferenceLists(tx);
  const formats = await insertRows(
    tx,
    'data_format',
    ['label', 'extension', 'mime_type', 'is_geographic', 'codename'],
    DATA_FORMATS.map((f) => [...f]),
  );
  const formatId = new Map(DATA_FORMATS.map((f, i) => [f[0], must(formats[i], 'format').id]));
  const geographicFormat = new Map(DATA_FORMATS.map((f) => [f[0], f[3]]));
  await insertRows(
    tx,
    'remote_api_index_type',
    ['label', 'implementation_type'],
    INDEXER_TYPES.map((t) => [...t]),
  );
  const scenarioRows = Object.entries(SCENARIOS).flatMap(([kind, list]) =>
    list.map(([codename, action]) => [kind, codename, action]),
  );
  const scenarios = await insertRows<{ id: number; object_kind: string; codename: string; action: string }>(
    tx,
    'scenario',
    ['object_kind', 'codename', 'action'],
    scenarioRows,
    'id, object_kind, codename, action',
  );
  const scenarioOf = (kind: string, action: 'create' | 'update') =>
    must(
      scenarios.find((s) => s.object_kind === kind && s.action === action),
      `scenario ${kind}`,
    );

  await seedMunicipalities(tx);
  return { refs, formatId, geographicFormat, scenarioOf };
}

export type ReferenceData = Awaited<ReturnType<typeof seedReferenceData>>;
