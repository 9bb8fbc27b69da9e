/** How each field is compared and read (issue 33): the history and the bulk edit preview share it. */
export type FieldKind =
  | { kind: 'text' }
  | { kind: 'richText' }
  | { kind: 'reference'; list: string }
  | { kind: 'references'; list: string }
  | { kind: 'keywords' }
  | { kind: 'usergroup' }
  | { kind: 'dataset' }
  | { kind: 'choice'; labels: Record<string, { fr: string; en: string; it: string }> }
  | { kind: 'json' }
  /** A bounding box (issue 45), stored as its four numbers in no language, read with their sides named. */
  | { kind: 'bounds' };

const LEVELS = {
  private: { fr: 'Privé', en: 'Private', it: 'Privato' },
  search: { fr: 'Recherche', en: 'Search', it: 'Ricerca' },
  consultation: { fr: 'Consultation', en: 'Consultation', it: 'Consultazione' },
  download: { fr: 'Téléchargement', en: 'Download', it: 'Download' },
};
const COVERAGES = {
  organisation: {
    fr: 'Territoire de l’organisation',
    en: 'Territory of the organisation',
    it: 'Territorio dell’organizzazione',
  },
  data: { fr: 'Calculée sur les données', en: 'Calculated on the data', it: 'Calcolata sui dati' },
  record: {
    fr: 'Emprise de la fiche moissonnée',
    en: 'Extent of the harvested record',
    it: 'Estensione della scheda raccolta',
  },
};

/** The fields compared, in the order the form shows them. */
export const FIELDS: readonly [string, FieldKind][] = [
  ['display_name', { kind: 'text' }],
  ['codename', { kind: 'text' }],
  ['description', { kind: 'richText' }],
  ['tags', { kind: 'keywords' }],
  ['categories', { kind: 'references', list: 'category' }],
  ['topics', { kind: 'references', list: 'topic' }],
  ['kinds', { kind: 'references', list: 'kind' }],
  ['recommended_usage', { kind: 'richText' }],
  ['restrictions', { kind: 'references', list: 'restriction' }],
  ['usergroup', { kind: 'usergroup' }],
  ['license', { kind: 'reference', list: 'license' }],
  ['granularity', { kind: 'reference', list: 'granularity' }],
  ['geographical_coverage', { kind: 'choice', labels: COVERAGES }],
  ['bounds', { kind: 'bounds' }],
  ['creation_date', { kind: 'text' }],
  ['last_review_date', { kind: 'text' }],
  ['publication_date', { kind: 'text' }],
  ['last_update_date', { kind: 'text' }],
  ['update_frequency', { kind: 'reference', list: 'update_frequency' }],
  ['vintage_year', { kind: 'text' }],
  ['constitution_mode', { kind: 'text' }],
  ['record_type', { kind: 'reference', list: 'record_type' }],
  ['parent', { kind: 'dataset' }],
  ['default_permission_level', { kind: 'choice', labels: LEVELS }],
  ['extras', { kind: 'json' }],
];

const BY_NAME = new Map(FIELDS);

/** The kind of a field a stored change names; text for a field this version no longer compares. */
export const kindOf = (field: string): FieldKind => BY_NAME.get(field) ?? { kind: 'text' };
