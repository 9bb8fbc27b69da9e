import type { Queryable } from '../../db/database.ts';
import { loadFormats } from './formats.ts';
import { loadFrequencies } from './frequencies.ts';
import { loadLicences } from './licences.ts';
import type { HarvestReferences } from './plan.ts';

/** What planDataset matches records against, read once per harvest or trial (three queries). */
export async function loadReferences(db: Queryable): Promise<HarvestReferences> {
  const [licences, formats, frequencies] = await Promise.all([
    loadLicences(db),
    loadFormats(db),
    loadFrequencies(db),
  ]);
  return { licences, formats, frequencies };
}
