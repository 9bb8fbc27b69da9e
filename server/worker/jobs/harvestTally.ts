import type { components } from '../../../contract/schema.gen.ts';
import type { RemoteRecord } from '../../indexers/catalogueTypes.ts';
import type { DatasetPlan } from '../../model/harvest/plan.ts';
import type { SaveOutcome } from '../../model/harvest/saveHarvested.ts';

type HarvestCounts = NonNullable<components['schemas']['HarvestCounts']>;

/** Values named in a log line; beyond, the line says how many more. */
const NAMED = 10;

const s = (n: number) => (n > 1 ? 's' : '');

/** The first values, then "…" when there are more: a log line stays readable. */
const listed = (values: readonly string[]): string =>
  values.length > NAMED ? `${values.slice(0, NAMED).join(', ')}, …` : values.join(', ');

/**
 * What a harvest did, record by record, for its counts (HarvestCounts, with `fields` and
 * `resources`, issue 45) and its log: what could not be kept is counted and named, never dropped
 * silently.
 */
export class HarvestTally {
  created = 0;
  updated = 0;
  unchanged = 0;
  failed = 0;
  duplicates = 0;
  titled = 0;
  noDownload = 0;
  capped = 0;
  cutTexts = 0;
  /** Records whose dataset moved to another organisation: left as they are. */
  moved = 0;
  readonly fields: HarvestCounts['fields'] & {} = {
    licence: { held: 0, kept: 0, unknown: 0 },
    bounds: { held: 0, kept: 0, invalid: 0 },
    distributions: { held: 0, kept: 0, invalid: 0 },
  };
  readonly resources = { added: 0, changed: 0, removed: 0 };
  private readonly unknownLicences = new Set<string>();
  private readonly invalidBounds: string[] = [];
  private readonly invalidDistributions: string[] = [];

  add(record: RemoteRecord, plan: DatasetPlan, saved: SaveOutcome): void {
    if (saved.outcome === 'created') this.created += 1;
    else if (saved.outcome === 'updated') this.updated += 1;
    else this.unchanged += 1;
    if (record.titledByIdentifier) this.titled += 1;
    for (const field of ['licence', 'bounds', 'distributions'] as const) {
      const sum = this.fields[field] as Record<string, number>;
      for (const [key, value] of Object.entries(plan.counts[field])) sum[key] = (sum[key] ?? 0) + value;
    }
    for (const key of ['added', 'changed', 'removed'] as const) this.resources[key] += saved.resources[key];
    for (const warning of plan.warnings) {
      if (warning.code === 'licence_unknown' && warning.value) this.unknownLicences.add(warning.value);
      if (warning.code === 'bounds_invalid') this.invalidBounds.push(warning.value ?? record.identifier);
      if (warning.code === 'distribution_invalid') this.invalidDistributions.push(warning.value ?? '');
      if (warning.code === 'distributions_capped') this.capped += warning.count ?? 0;
      if (warning.code === 'text_cut') this.cutTexts += 1;
      if (warning.code === 'no_download' && saved.outcome === 'created') this.noDownload += 1;
    }
  }

  counts(total: number | null, read: number, skipped: number): HarvestCounts {
    return {
      total,
      read,
      created: this.created,
      // Read = created + updated + failed + skipped: a record found unchanged was brought up to date.
      updated: this.updated + this.unchanged,
      failed: this.failed,
      skipped: { untitled: skipped, duplicate: this.duplicates, moved: this.moved },
      titled_by_identifier: this.titled,
      fields: this.fields,
      resources: this.resources,
    };
  }

  /** The log lines of what could not be kept, and of what was kept field by field. */
  lines(): { level: 'info' | 'warning'; message: string }[] {
    const lines: { level: 'info' | 'warning'; message: string }[] = [];
    const warn = (message: string) => lines.push({ level: 'warning', message });
    if (this.duplicates > 0) {
      const n = this.duplicates;
      warn(`${n} fiche${s(n)} en double (même identifiant) ignorée${s(n)}.`);
    }
    if (this.moved > 0) {
      const n = this.moved;
      warn(
        `${n} fiche${s(n)} dont le jeu de données a changé d’organisation laissée${s(n)} telle${s(n)} quelle${s(n)}.`,
      );
    }
    if (this.titled > 0) {
      const n = this.titled;
      warn(`${n} fiche${s(n)} sans titre : l’identifiant sert de titre.`);
    }
    const licences = [...this.unknownLicences];
    if (this.fields.licence.unknown > 0) {
      const n = this.fields.licence.unknown;
      warn(`${n} licence${s(n)} non reconnue${s(n)} : ${listed(licences)}.`);
    }
    if (this.invalidBounds.length > 0) {
      const n = this.invalidBounds.length;
      warn(`${n} emprise${s(n)} non valide${s(n)} ignorée${s(n)} : ${listed(this.invalidBounds)}.`);
    }
    if (this.invalidDistributions.length > 0) {
      const n = this.invalidDistributions.length;
      warn(
        `${n} distribution${s(n)} sans adresse web ignorée${s(n)} : ${listed(this.invalidDistributions)}.`,
      );
    }
    if (this.capped > 0) {
      const n = this.capped;
      warn(`${n} distribution${s(n)} au-delà des 50 d’un jeu de données ignorée${s(n)}.`);
    }
    if (this.cutTexts > 0) {
      const n = this.cutTexts;
      warn(
        `${n} texte${s(n)} (titre, description) plus long${s(n)} qu’une saisie ne le permet coupé${s(n)}.`,
      );
    }
    if (this.noDownload > 0) {
      const n = this.noDownload;
      warn(`${n} fiche${s(n)} sans rien à télécharger créée${s(n)} au niveau Consultation.`);
    }
    const { licence, bounds, distributions } = this.fields;
    lines.push({
      level: 'info',
      message: `Gardé : licences ${licence.kept}/${licence.held}, emprises ${bounds.kept}/${bounds.held}, distributions ${distributions.kept}/${distributions.held}.`,
    });
    const r = this.resources;
    lines.push({
      level: 'info',
      message: `Ressources : ${r.added} ajoutée${s(r.added)}, ${r.changed} modifiée${s(r.changed)}, ${r.removed} retirée${s(r.removed)}.`,
    });
    if (this.unchanged > 0) {
      const n = this.unchanged;
      lines.push({ level: 'info', message: `${n} fiche${s(n)} inchangée${s(n)} : rien n’est écrit.` });
    }
    return lines;
  }

  summary(seen: number): string {
    const { created, failed } = this;
    const updated = this.updated + this.unchanged;
    const [sSeen, sCreated, sUpdated] = [s(seen), s(created), s(updated)];
    return failed > 0
      ? `${seen} fiche${sSeen} moissonnée${sSeen} : ${created} créée${sCreated}, ${updated} mise${sUpdated} à jour, ${failed} en échec.`
      : `${seen} fiche${sSeen} moissonnée${sSeen} : ${created} créée${sCreated}, ${updated} mise${sUpdated} à jour.`;
  }
}
