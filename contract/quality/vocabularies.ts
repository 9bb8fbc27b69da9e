import type { Coded } from './record.ts';

// The platform's values → the controlled vocabularies the MQA checks (issue 51): the EU Publications
// Office authority tables (data themes, licences, frequencies, file types, access rights) and IANA's
// media types. A OneGeo platform has its own ids for its reference lists, so values are matched by
// their label, normalised (case, accents, punctuation), and formats by extension or media type too.
// A value that matches nothing keeps its label with a null IRI: "given, but not from the vocabulary".
//
// Where the codes were checked (the authority tables themselves were out of reach): data themes,
// file types and the CC and ODC licences in piveau-data/piveau-vocabularies' copies of the tables
// (commit 7b29f2a, 2019; ODbL is ODC_BL there); GPKG, the frequencies (UPDATE_CONT, NOT_PLANNED,
// ANNUAL_2…) in harvesters that map to the current tables; ETALAB_2_0 (the Licence Ouverte 2.0)
// in one such mapping only (SPDX `etalab-2.0` → ETALAB_2_0, a CKAN harvester of data.gov.gr),
// to be confirmed against op.europa.eu's licence table.

export const EU = 'http://publications.europa.eu/resource/authority/';
export const IANA_MEDIA_TYPES = 'https://www.iana.org/assignments/media-types/';

/** Lower case, no accents, words separated by one space: "Économie et finances" → "economie et finances". */
export const normaliseLabel = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** One entry of a table: its code and the labels (French, English, other names) that mean it. */
type Entries = Record<string, readonly string[]>;

function byLabel(table: string, entries: Entries): Map<string, string> {
  const map = new Map<string, string>();
  for (const [code, labels] of Object.entries(entries)) {
    for (const label of [code, ...labels]) map.set(normaliseLabel(label), `${EU}${table}/${code}`);
  }
  return map;
}

const coded = (map: Map<string, string>, label: string): Coded => ({
  label,
  iri: map.get(normaliseLabel(label)) ?? null,
});

/** The EU data themes: the 13 categories of the platform's seed are exactly these. */
const THEMES = byLabel('data-theme', {
  AGRI: ['Agriculture, pêche, sylviculture et alimentation', 'Agriculture, fisheries, forestry and food'],
  ECON: ['Économie et finances', 'Economy and finance'],
  EDUC: ['Éducation, culture et sport', 'Education, culture and sport'],
  ENER: ['Énergie', 'Energy'],
  ENVI: ['Environnement', 'Environment'],
  GOVE: ['Gouvernement et secteur public', 'Government and public sector'],
  JUST: ['Justice, système juridique et sécurité publique', 'Justice, legal system and public safety'],
  SOCI: ['Population et société', 'Population and society'],
  INTR: ['Questions internationales', 'International issues'],
  REGI: ['Régions et villes', 'Regions and cities'],
  HEAL: ['Santé', 'Health'],
  TECH: ['Science et technologie', 'Science and technology'],
  TRAN: ['Transports', 'Transport'],
});

const LICENCES = byLabel('licence', {
  CC_BY_4_0: [
    'Creative Commons Attribution 4.0 (CC-BY 4.0)',
    'Creative Commons Attribution 4.0 International',
    'CC-BY-4.0',
    'CC BY 4.0',
  ],
  CC_BYSA_4_0: [
    'Creative Commons Attribution - Partage dans les mêmes conditions 4.0 (CC-BY-SA 4.0)',
    'Creative Commons Attribution-ShareAlike 4.0 International',
    'CC-BY-SA-4.0',
    'CC BY-SA 4.0',
  ],
  CC0: ['Creative Commons Zero (CC0 1.0)', 'Creative Commons CC0 1.0 Universal', 'CC0-1.0', 'CC0 1.0'],
  ODC_BL: [
    'Open Database License (ODbL)',
    'Open Data Commons Open Database License (ODbL)',
    'ODbL-1.0',
    'ODbL',
  ],
  ETALAB_2_0: [
    'Licence Ouverte / Open Licence version 2.0',
    'Licence Ouverte 2.0',
    'Open Licence 2.0',
    'etalab-2.0',
  ],
});

const FREQUENCIES = byLabel('frequency', {
  ANNUAL: ['Annuelle', 'Annual', 'Annuale'],
  UPDATE_CONT: ['En continu', 'Continuously updated', 'Continuous'],
  WEEKLY: ['Hebdomadaire', 'Weekly', 'Settimanale'],
  IRREG: ['Irrégulière', 'Irregular', 'Irregolare'],
  MONTHLY: ['Mensuelle', 'Monthly', 'Mensile'],
  NOT_PLANNED: ['Non planifiée', 'Not planned'],
  // A one-off publication, never updated.
  NEVER: ['Ponctuelle', 'Punctual', 'Never'],
  DAILY: ['Quotidienne', 'Daily', 'Giornaliera'],
  ANNUAL_2: ['Semestrielle', 'Semiannual', 'Semestrale'],
  QUARTERLY: ['Trimestrielle', 'Quarterly', 'Trimestrale'],
});

/** EU file types by the platform's format label, extension or media type. */
const FILE_TYPES = byLabel('file-type', {
  CSV: ['csv', 'text/csv'],
  GEOJSON: ['geojson', 'application/geo+json'],
  SHP: ['Shapefile (zip)', 'Shapefile', 'shp'],
  XLSX: ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  PDF: ['pdf', 'application/pdf'],
  JSON: ['json', 'application/json'],
  KML: ['kml', 'application/vnd.google-earth.kml+xml'],
  GPKG: ['GeoPackage', 'gpkg', 'application/geopackage+sqlite3'],
  ODS: ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  XML: ['xml', 'application/xml', 'text/xml'],
  SQL: ['Table PostgreSQL', 'sql', 'application/sql'],
  WMS_SRVC: ['Flux WMS/WFS', 'wms', 'application/vnd.ogc.wms_xml'],
  ZIP: ['zip', 'application/zip'],
});

/**
 * Media types registered at IANA among those the platform's formats use: only these get an IANA
 * IRI (`application/vnd.ogc.wms_xml` is OGC's, not registered).
 */
const IANA_REGISTERED = new Set([
  'text/csv',
  'application/geo+json',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
  'application/json',
  'application/vnd.google-earth.kml+xml',
  'application/geopackage+sqlite3',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/xml',
  'text/xml',
  'application/sql',
]);

export const themeOf = (label: string): Coded => coded(THEMES, label);
export const licenceOf = (label: string): Coded => coded(LICENCES, label);
export const frequencyOf = (label: string): Coded => coded(FREQUENCIES, label);

/** A data format: its label first, then its extension, then its media type. */
export function fileTypeOf(format: {
  label: string;
  extension?: string | null;
  mime?: string | null;
}): Coded {
  for (const key of [format.label, format.extension, format.mime]) {
    const iri = key ? FILE_TYPES.get(normaliseLabel(key)) : undefined;
    if (iri) return { label: format.label, iri };
  }
  return { label: format.label, iri: null };
}

/** A media type (parameters such as `; charset=utf-8` dropped) with its IANA IRI when registered. */
export function mediaTypeOf(mime: string): Coded {
  const bare = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return { label: bare, iri: IANA_REGISTERED.has(bare) ? `${IANA_MEDIA_TYPES}${bare}` : null };
}

/** The platform's default permission level → EU access right. */
export function accessRightOf(level: string): Coded {
  const code = level === 'download' ? 'PUBLIC' : level === 'private' ? 'NON_PUBLIC' : 'RESTRICTED';
  return { label: level, iri: `${EU}access-right/${code}` };
}
