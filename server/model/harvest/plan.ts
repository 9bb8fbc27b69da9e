import type { components } from '../../../contract/schema.gen.ts';
import { recordUrl } from '../../indexers/catalogues.ts';
import type { RemoteDistribution, RemoteRecord } from '../../indexers/catalogueTypes.ts';
import { checkBounds } from '../dataset/rules.ts';
import { type FormatMatcher, matchFormat } from './formats.ts';
import { type FrequencyList, matchFrequency } from './frequencies.ts';
import { type LicenceMatcher, licenceText, matchLicence } from './licences.ts';
import { boundedTexts } from './texts.ts';

export type HarvestWarning = components['schemas']['HarvestWarning'];
export type HarvestFieldCounts = components['schemas']['HarvestFieldCounts'];
type PermissionLevel = components['schemas']['PermissionLevel'];

/** What the plan reads besides the record, loaded once per harvest or trial. */
export interface HarvestReferences {
  licences: LicenceMatcher;
  formats: FormatMatcher;
  frequencies: FrequencyList;
}

/** The indexer as the plan needs it. */
export interface PlanIndexer {
  name: string;
  url: string;
  url_pattern: string | null;
  publish_datasets: boolean;
  default_permission_level: PermissionLevel;
}

/** A URL resource the dataset should have, found again by `key` at the next harvest. */
export interface PlannedResource {
  key: string;
  display_name: string;
  description: string;
  href: string;
  dataformat_id: number | null;
  /** 1 the main resource (the first data distribution), 2 an annex. */
  type: 1 | 2;
}

/** The fields a harvest fills, by their API names (DatasetInput), as the record gives them. */
export interface PlannedFields {
  display_name: string;
  description: string;
  tags: string[];
  /** undefined: the record names no licence, and the dataset's is left alone. */
  license: number | null | undefined;
  bounds: [number, number, number, number] | null;
  /** undefined: the record gives no frequency the platform knows, and the dataset's is left alone. */
  update_frequency: number | undefined;
  publication_date: string;
  last_update_date: string;
  /** The extras the harvest owns (HARVEST_EXTRAS); the dataset's other extras are kept. */
  extras: Record<string, string>;
}

/** What a dataset becomes from a remote record (issue 45): what the harvest writes, the trial shows. */
export interface DatasetPlan {
  identifier: string;
  fields: PlannedFields;
  contact: { name: string; email: string } | null;
  resources: PlannedResource[];
  warnings: HarvestWarning[];
  counts: HarvestFieldCounts;
  /** What a dataset the harvest creates gets; a dataset it updates keeps its own (HV2). */
  creation: { publish: boolean; default_permission_level: PermissionLevel; update_frequency: number };
}

/** The extras a harvest writes: a later harvest replaces them, and leaves the others alone. */
export const HARVEST_EXTRAS = [
  'moissonnage',
  'identifiant_distant',
  'url_distante',
  'organisation_distante',
  'licence_distante',
] as const;

/** At most this many distributions become resources of one dataset (contract, HarvestFieldCounts). */
export const MAX_RESOURCES = 50;
/** Keywords kept of a record (the contract's bound of a dataset's keywords). */
const MAX_KEYWORDS = 100;

const DATE = /^(\d{4}-\d{2}-\d{2})/;
const dateOf = (value: string | null): string | null => {
  const match = value ? DATE.exec(value) : null;
  return match?.[1] && !Number.isNaN(Date.parse(match[1])) ? match[1] : null;
};

const warning = (code: HarvestWarning['code'], value: string | null, count: number | null = null) => ({
  code,
  value,
  count,
});

const isWebAddress = (url: string): boolean => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A resource's name: the distribution's title, else its format, else the last part of its address. */
function nameOf(distribution: RemoteDistribution): string {
  const title = distribution.title?.trim();
  if (title) return title.slice(0, 200);
  const last = distribution.url.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  return (distribution.format?.trim() || (last ? decodeURIComponent(last) : '') || distribution.url).slice(
    0,
    200,
  );
}

/**
 * The record's distributions as resources: web addresses only, once per key, at most MAX_RESOURCES.
 * `unreadable` are the addresses the client could not keep (RemoteRecord.invalidDistributions):
 * counted invalid and named like the others.
 */
function planResources(
  distributions: readonly RemoteDistribution[],
  unreadable: readonly string[],
  formats: FormatMatcher,
  warnings: HarvestWarning[],
): { resources: PlannedResource[]; invalid: number } {
  const valid: RemoteDistribution[] = [];
  const keys = new Set<string>();
  let invalid = unreadable.length;
  for (const address of unreadable) warnings.push(warning('distribution_invalid', address));
  for (const distribution of distributions) {
    if (!isWebAddress(distribution.url)) {
      invalid += 1;
      warnings.push(warning('distribution_invalid', distribution.url || distribution.title));
    } else if (!keys.has(distribution.key)) {
      keys.add(distribution.key);
      valid.push(distribution);
    }
  }
  if (valid.length > MAX_RESOURCES) {
    invalid += valid.length - MAX_RESOURCES;
    warnings.push(warning('distributions_capped', null, valid.length - MAX_RESOURCES));
  }
  const kept = valid.slice(0, MAX_RESOURCES);
  const main = kept.find((d) => d.isData);
  // The main resource first, then the annexes in the record's order.
  const ordered = main ? [main, ...kept.filter((d) => d !== main)] : kept;
  const resources = ordered.map(
    (d): PlannedResource => ({
      key: d.key,
      display_name: nameOf(d),
      description: d.description?.trim() ?? '',
      href: d.url,
      dataformat_id: matchFormat(formats, d),
      type: d === main ? 1 : 2,
    }),
  );
  return { resources, invalid };
}

/** The record's bounds when they are a WGS 84 box the dataset can keep. */
function validBounds(bounds: RemoteRecord['bounds']): [number, number, number, number] | null {
  if (!bounds) return null;
  try {
    checkBounds(bounds);
    return [...bounds];
  } catch {
    return null;
  }
}

/**
 * What the dataset of `record` becomes (issue 45): its fields as a save would send them, its URL
 * resources, its contact, the warnings of what could not be kept and the field counts. Writes
 * nothing: the harvest saves it (saveHarvested.ts), the trial compares it (indexers/trial.ts).
 */
export async function planDataset(
  record: RemoteRecord,
  references: HarvestReferences,
  indexer: PlanIndexer,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<DatasetPlan> {
  // Until every catalogue client fills the fields of issue 45, a record may come without them.
  const distributions = record.distributions ?? [];
  // The clients keep only http(s) addresses and give the others here (keepDistributions).
  const unreadable = record.invalidDistributions ?? [];
  const warnings: HarvestWarning[] = [];
  const counts: HarvestFieldCounts = {
    licence: { held: 0, kept: 0, unknown: 0 },
    bounds: { held: 0, kept: 0, invalid: 0 },
    distributions: { held: distributions.length + unreadable.length, kept: 0, invalid: 0 },
  };
  if (record.titledByIdentifier) warnings.push(warning('titled_by_identifier', record.identifier));
  const remoteUrl: string | null = recordUrl(record, indexer.url_pattern);
  const extras: Record<string, string> = {
    moissonnage: indexer.name,
    identifiant_distant: record.identifier,
  };
  if (remoteUrl) extras.url_distante = remoteUrl;
  if (record.organisation) extras.organisation_distante = record.organisation;

  let license: number | null | undefined;
  const named = record.licence ? licenceText(record.licence) : '';
  if (record.licence && named) {
    counts.licence.held = 1;
    license = matchLicence(references.licences, record.licence);
    if (license !== null) counts.licence.kept = 1;
    else {
      counts.licence.unknown = 1;
      // Kept as text, so that nothing the record said is lost; the warning names it.
      extras.licence_distante = named;
      warnings.push(warning('licence_unknown', named));
    }
  }

  const bounds = validBounds(record.bounds);
  if (record.bounds || record.invalidBounds) {
    counts.bounds.held = 1;
    if (bounds) counts.bounds.kept = 1;
    else {
      counts.bounds.invalid = 1;
      warnings.push(warning('bounds_invalid', record.invalidBounds ?? JSON.stringify(record.bounds)));
    }
  }

  const { resources, invalid } = planResources(distributions, unreadable, references.formats, warnings);
  counts.distributions.kept = resources.length;
  counts.distributions.invalid = invalid;

  // HV2: a dataset with nothing to download is not offered at download level.
  let level = indexer.default_permission_level;
  if (resources.length === 0 && level === 'download') {
    level = 'consultation';
    warnings.push(warning('no_download', null));
  }

  const texts = await boundedTexts(record);
  for (const field of texts.cut) warnings.push(warning('text_cut', field));

  const keywords = [...new Set(record.keywords.map((k) => k.trim()).filter((k) => k && k.length <= 100))];
  const published = dateOf(record.issued) ?? dateOf(record.modified) ?? today;
  const frequency = matchFrequency(references.frequencies, record.frequency ?? null);
  const email = record.contact?.email?.trim();
  return {
    identifier: record.identifier,
    fields: {
      display_name: texts.display_name,
      description: texts.description,
      tags: keywords.slice(0, MAX_KEYWORDS),
      license,
      bounds,
      update_frequency: frequency ?? undefined,
      publication_date: published,
      last_update_date: dateOf(record.modified) ?? published,
      extras,
    },
    contact: email ? { name: record.contact?.name?.trim() || email, email } : null,
    resources,
    warnings,
    counts,
    creation: {
      publish: indexer.publish_datasets,
      default_permission_level: level,
      update_frequency: frequency ?? references.frequencies.fallback,
    },
  };
}
