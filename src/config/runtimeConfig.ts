import * as v from 'valibot';

const serviceSchema = v.object({
  url: v.string(),
  /** Shown to everyone when true. */
  available: v.boolean(),
  /** Shown to superusers even when not available to everyone. */
  enabledForSuperusers: v.boolean(),
});

const basePathsSchema = v.object({
  usergroup: v.string(),
  organisation: v.string(),
  dataset: v.string(),
  resource: v.string(),
  login: v.string(),
  dashboard: v.string(),
  indexer: v.string(),
  geospatial: v.string(),
});

export const serviceNames = [
  'portal',
  'maps',
  'contribution',
  'statistics',
  'mapServer',
  'metadataServer',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * This product's extensions of OneGeo's API (openapi `x-extension`, issues 32 and 33): a OneGeo platform
 * does not serve them, so each is off unless the deployment's configuration says its backend has it.
 */
const extensionsSchema = v.object({
  /** GET dashboard/attention/: what needs attention, on the home screen and the data hub. */
  attention: v.optional(v.boolean(), false),
  /** GET task-queue-track/{id}/insight/: what a task touches, leaves broken, how long it takes. */
  taskInsight: v.optional(v.boolean(), false),
  /** POST task-queue-track/{id}/acknowledge/, rerun/ and revoke/. */
  taskRepair: v.optional(v.boolean(), false),
  /** GET dashboard/task-health/: the strip of each source's last runs. */
  sourceHealth: v.optional(v.boolean(), false),
  /** POST usergroup-permission-actions/preview/: who gains and who loses what, before a bulk action. */
  permissionImpact: v.optional(v.boolean(), false),
  /** Activity entries' `changes` and `version`, POST datasets/{id}/versions/{v}/restore/. */
  datasetHistory: v.optional(v.boolean(), false),
  /** POST municipalities/check/: INSEE codes checked against the official list. */
  municipalityCheck: v.optional(v.boolean(), false),
  /** dataset/bulk-edits/: bulk metadata edits, their preview and their undo. */
  bulkEdit: v.optional(v.boolean(), false),
  /** dataset/datasets/{id}/resource/{r}/preview/: a processed resource's rows and map (issue 50). */
  resourcePreview: v.optional(v.boolean(), false),
  /**
   * dataset/datasets/{id}/quality/, dataset/quality/summary/ and the list's `quality_fix` filter: the
   * MQA and udata metadata quality of the datasets, before publication (issue 51).
   */
  metadataQuality: v.optional(v.boolean(), false),
});
export type Extensions = v.InferOutput<typeof extensionsSchema>;
export type ExtensionName = keyof Extensions;

export const runtimeConfigSchema = v.object({
  /** Root of the API; the locale segment is added after it (e.g. `/` gives `/fr/dataset/...`). */
  apiRoot: v.string(),
  /** Locales the backend serves; other interface locales use the first one. */
  apiLocales: v.pipe(v.array(v.string()), v.minLength(1)),
  /** Locales the interface offers in its switcher. */
  supportedLocales: v.pipe(v.array(v.picklist(['fr', 'en', 'it'])), v.minLength(1)),
  basePaths: basePathsSchema,
  homeSiteUrl: v.string(),
  /** How long a request may go unanswered before it fails with the timeout message (milliseconds). */
  requestTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(1)),
  services: v.object({
    portal: serviceSchema,
    maps: serviceSchema,
    contribution: serviceSchema,
    statistics: serviceSchema,
    mapServer: serviceSchema,
    metadataServer: serviceSchema,
  }),
  extensions: v.optional(extensionsSchema, {}),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
export type BasePaths = RuntimeConfig['basePaths'];

/** The configuration of specification section 1, used when the file leaves a key out. */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiRoot: '/',
  apiLocales: ['fr', 'en'],
  supportedLocales: ['fr', 'en', 'it'],
  basePaths: {
    usergroup: '/usergroup/',
    organisation: '/organisation/',
    dataset: '/dataset/',
    resource: '/resource/',
    login: '/login/',
    dashboard: '/dashboard/',
    indexer: '/indexer/',
    geospatial: '/geospatial/',
  },
  homeSiteUrl: '/',
  requestTimeoutMs: 30_000,
  services: {
    portal: { url: '/portail/', available: true, enabledForSuperusers: true },
    maps: { url: '/cartes/', available: false, enabledForSuperusers: true },
    contribution: { url: '/contribution/', available: false, enabledForSuperusers: true },
    statistics: { url: '/statistiques/', available: false, enabledForSuperusers: false },
    mapServer: { url: '/geoserver/', available: false, enabledForSuperusers: true },
    metadataServer: { url: '/geonetwork/', available: false, enabledForSuperusers: true },
  },
  extensions: {
    attention: false,
    taskInsight: false,
    taskRepair: false,
    sourceHealth: false,
    permissionImpact: false,
    datasetHistory: false,
    municipalityCheck: false,
    bulkEdit: false,
    resourcePreview: false,
    metadataQuality: false,
  },
};

/** Validates a configuration document, filling what it leaves out from the defaults. */
export function parseRuntimeConfig(document: unknown): RuntimeConfig {
  const partial = typeof document === 'object' && document !== null ? document : {};
  return v.parse(runtimeConfigSchema, { ...defaultRuntimeConfig, ...partial });
}

/** The API locale for an interface locale: the UI locale when the backend serves it, else the first served. */
export function apiLocaleFor(uiLocale: string, config: Pick<RuntimeConfig, 'apiLocales'>): string {
  return config.apiLocales.includes(uiLocale) ? uiLocale : (config.apiLocales[0] ?? 'fr');
}
