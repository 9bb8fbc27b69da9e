import type { Queryable } from '../../db/database.ts';

/**
 * The platform's update frequencies (the seed's French labels of the list `update_frequency`) a
 * remote frequency maps onto, whatever the source's vocabulary: EU frequency IRIs
 * (publications.europa.eu/resource/authority/frequency/…) and Dublin Core's (purl.org/cld/freq/…),
 * ISO 8601 repeating durations (DCAT-US `R/P1M`), CKAN's and udata's values, ISO 19115's
 * MD_MaintenanceFrequencyCode. Keys are compared in lower case without separators.
 */
const LABELS: Record<string, string> = {
  // EU vocabulary, udata and CKAN
  annual: 'Annuelle',
  annually: 'Annuelle',
  yearly: 'Annuelle',
  annual2: 'Semestrielle',
  semiannual: 'Semestrielle',
  biannually: 'Semestrielle',
  semestrial: 'Semestrielle',
  quarterly: 'Trimestrielle',
  monthly: 'Mensuelle',
  weekly: 'Hebdomadaire',
  daily: 'Quotidienne',
  continuous: 'En continu',
  continual: 'En continu',
  cont: 'En continu',
  updatecont: 'En continu',
  hourly: 'En continu',
  realtime: 'En continu',
  irregular: 'Irrégulière',
  irreg: 'Irrégulière',
  asneeded: 'Irrégulière',
  punctual: 'Ponctuelle',
  never: 'Ponctuelle',
  notplanned: 'Non planifiée',
  // ISO 8601 durations (without the leading R/)
  p1y: 'Annuelle',
  p6m: 'Semestrielle',
  p3m: 'Trimestrielle',
  p1m: 'Mensuelle',
  p1w: 'Hebdomadaire',
  p7d: 'Hebdomadaire',
  p1d: 'Quotidienne',
  pt1h: 'En continu',
  pt1s: 'En continu',
};

/** The key of a remote frequency: the last segment of an IRI, a duration without `R/`, squashed. */
function keyOf(code: string): string {
  const last = code.trim().split(/[/#]/).filter(Boolean).at(-1) ?? '';
  const text = /^r\/p/i.test(code.trim()) ? code.trim().slice(2) : last;
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The French label of the platform's frequency a remote frequency means; null when unknown. */
export const frequencyLabel = (code: string | null): string | null =>
  code ? (LABELS[keyOf(code)] ?? null) : null;

/** The frequencies' ids by French label, and the default given a new dataset (Irrégulière). */
export interface FrequencyList {
  byLabel: Map<string, number>;
  fallback: number;
}

export async function loadFrequencies(db: Queryable): Promise<FrequencyList> {
  const rows = await db.query<{ id: number; label: string }>(
    "select id, label from reference_item where list = 'update_frequency' order by id",
  );
  const byLabel = new Map(rows.map((row) => [row.label, row.id]));
  return { byLabel, fallback: byLabel.get('Irrégulière') ?? rows[0]?.id ?? 1 };
}

/** The platform's frequency id of a remote frequency, null when the platform has none for it. */
export function matchFrequency(list: FrequencyList, code: string | null): number | null {
  const label = frequencyLabel(code);
  return label ? (list.byLabel.get(label) ?? null) : null;
}
