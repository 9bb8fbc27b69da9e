import { plainText } from './plainText.ts';
import type { Coded, DcatContact, DcatDataset, DcatDistribution } from './record.ts';
import { accessRightOf, fileTypeOf, frequencyOf, licenceOf, mediaTypeOf, themeOf } from './vocabularies.ts';

// A dataset of the platform as its DCAT-AP export says it (issue 51): the server maps every
// published dataset with it (server/model/dcat/), the browser maps the form being edited, so that
// both scores read the same record. Pure: every fact it needs comes in `context`.

/** What the mapping reads of a resource: the browser's form holds these from the dataset it loaded. */
export interface DcatResource {
  id: number;
  display_name: string;
  description: string | null;
  dataformat_id: number | null;
  hidden: boolean;
  last_update?: string | null;
}

/**
 * What the mapping reads of a dataset: a subset of the API's Dataset (contract/schema.gen.ts,
 * written out here as contract/quality imports nothing beside it), so that a Dataset or a form's
 * values fit.
 */
export interface DcatSource {
  id: number;
  display_name: string;
  description: string;
  tags: readonly string[];
  categories: readonly number[];
  restrictions: readonly number[];
  usergroup: number;
  usergroup_display_name: string;
  license: number | null;
  granularity: number | null;
  bounds: readonly number[] | null;
  publication_date: string;
  last_update_date: string;
  update_frequency: number | null;
  vintage_year: number | null;
  default_permission_level: 'private' | 'search' | 'consultation' | 'download';
  contact_roles: readonly { contact: { name: string; email: string }; role: number }[];
  main_resource: DcatResource | null;
  resource_annexes: readonly DcatResource[];
}

/** What the platform knows of one resource beside its fields: its addresses and their last checks. */
export interface DistributionFacts {
  resourceId: number;
  /** The public download route, or a URL resource's address; null when the public may not download. */
  downloadUrl: string | null;
  /** Null when never checked (see DcatDistribution). */
  accessUrlReachable: boolean | null;
  downloadUrlReachable: boolean | null;
  byteSize: number | null;
  /** The stored file's media type, when the resource names no data format. */
  mediaType: string | null;
}

/** A data format of the platform's list. */
export interface DataFormatFacts {
  label: string;
  extension: string | null;
  mime: string | null;
}

/** The platform's reference lists (labels by id, as stored: French on the reference backend). */
export interface DcatLabels {
  categories: ReadonlyMap<number, string>;
  licences: ReadonlyMap<number, string>;
  updateFrequencies: ReadonlyMap<number, string>;
  restrictions: ReadonlyMap<number, string>;
  granularities: ReadonlyMap<number, string>;
  /** Contact roles: the one labelled "Point de contact" is the contact point, else the first contact. */
  contactRoles: ReadonlyMap<number, string>;
  dataFormats: ReadonlyMap<number, DataFormatFacts>;
}

export interface DcatContext {
  /** The platform's root with its locale, without a last slash: `https://data.example.org/fr`. */
  baseUrl: string;
  labels: DcatLabels;
  /** Per resource of this dataset; a resource without facts has no known address nor check. */
  distributions: ReadonlyMap<number, DistributionFacts>;
}

/** The dataset's address in the export: the API's own, under the platform's root. */
export const datasetIri = (baseUrl: string, id: number): string => `${baseUrl}/dataset/datasets/${id}/`;

/** The public page of the owning organisation (decision 0037). */
export const organisationIri = (baseUrl: string, id: number): string =>
  `${baseUrl}/organisation/organisations/${id}/public/`;

/** The public download route of a resource (decision 0037). */
export const downloadRoute = (baseUrl: string, datasetId: number, resourceId: number): string =>
  `${baseUrl}/dataset/datasets/${datasetId}/resource/${resourceId}/download/`;

/** Restrictions that say there is none do not make a rights statement. */
const NO_RESTRICTION = 'aucune restriction';

const labelsOf = (ids: readonly number[], labels: ReadonlyMap<number, string>): string[] =>
  ids.flatMap((id) => {
    const label = labels.get(id);
    return label === undefined ? [] : [label];
  });

function contactOf(source: DcatSource, roles: ReadonlyMap<number, string>): DcatContact | null {
  const isPoint = (role: number) => roles.get(role)?.toLowerCase() === 'point de contact';
  const chosen = source.contact_roles.find((entry) => isPoint(entry.role)) ?? source.contact_roles[0];
  if (!chosen) return null;
  return { name: chosen.contact.name || null, email: chosen.contact.email || null };
}

function distributionOf(
  source: DcatSource,
  resource: DcatResource,
  context: DcatContext,
  licence: Coded | null,
  rights: string | null,
): DcatDistribution {
  const facts = context.distributions.get(resource.id);
  const format =
    resource.dataformat_id === null ? undefined : context.labels.dataFormats.get(resource.dataformat_id);
  const mime = format?.mime ?? facts?.mediaType ?? null;
  const downloadUrl = facts?.downloadUrl ?? null;
  return {
    resourceId: resource.id,
    title: resource.display_name,
    description: resource.description ? plainText(resource.description) || null : null,
    // DCAT-AP's mandatory access address: the data itself when the public may fetch it, else the
    // download route, which tells whoever may not that they may not.
    accessUrl: downloadUrl ?? downloadRoute(context.baseUrl, source.id, resource.id),
    downloadUrl,
    accessUrlReachable: facts?.accessUrlReachable ?? null,
    downloadUrlReachable: downloadUrl === null ? null : (facts?.downloadUrlReachable ?? null),
    format: format ? labelledNode(fileTypeOf(format)) : null,
    mediaType: mime ? named(mediaTypeOf(mime)) : null,
    licence,
    rights,
    byteSize: facts?.byteSize ?? null,
    issued: null,
    modified: resource.last_update ?? null,
  };
}

// What the export (server/model/dcat/graph.ts) writes of a value outside the vocabularies: a licence
// or a format as a labelled node of its class; a theme, a frequency, an access right or a media type
// not at all (DCAT-AP wants their IRIs). The record says the same, so that the scores read exactly
// what a harvester reads.
const labelledNode = (value: Coded): Coded => (value.iri === null ? { ...value, labelledNode: true } : value);
const named = (value: Coded | null): Coded | null => (value?.iri ? value : null);

/** The dataset `source` as the DCAT-AP export states it. */
export function datasetToDcat(source: DcatSource, context: DcatContext): DcatDataset {
  const { labels } = context;
  const iri = datasetIri(context.baseUrl, source.id);
  const licenceLabel = source.license === null ? undefined : labels.licences.get(source.license);
  const licence = licenceLabel === undefined ? null : labelledNode(licenceOf(licenceLabel));
  const restrictions = labelsOf(source.restrictions, labels.restrictions).filter(
    (label) => label.toLowerCase() !== NO_RESTRICTION,
  );
  const rights = restrictions.length > 0 ? restrictions.join(' ; ') : null;
  const frequencyLabel =
    source.update_frequency === null ? undefined : labels.updateFrequencies.get(source.update_frequency);
  const resources = [source.main_resource, ...source.resource_annexes].filter(
    (resource): resource is DcatResource => resource !== null && !resource.hidden,
  );
  const bounds = source.bounds;
  return {
    datasetId: source.id,
    iri,
    identifier: iri,
    title: source.display_name,
    description: plainText(source.description),
    keywords: [...source.tags],
    themes: labelsOf(source.categories, labels.categories)
      .map(themeOf)
      .filter((theme) => theme.iri !== null),
    bbox:
      bounds && bounds.length === 4
        ? ([bounds[0], bounds[1], bounds[2], bounds[3]] as [number, number, number, number])
        : null,
    places: [],
    granularity: source.granularity === null ? null : (labels.granularities.get(source.granularity) ?? null),
    temporal:
      source.vintage_year === null
        ? null
        : { start: `${source.vintage_year}-01-01`, end: `${source.vintage_year}-12-31` },
    issued: source.publication_date || null,
    modified: source.last_update_date || null,
    accrualPeriodicity: frequencyLabel === undefined ? null : named(frequencyOf(frequencyLabel)),
    publisher: source.usergroup_display_name
      ? { name: source.usergroup_display_name, iri: organisationIri(context.baseUrl, source.usergroup) }
      : null,
    contactPoint: contactOf(source, labels.contactRoles),
    accessRights: named(accessRightOf(source.default_permission_level)),
    landingPage: null,
    distributions: resources.map((resource) => distributionOf(source, resource, context, licence, rights)),
  };
}
