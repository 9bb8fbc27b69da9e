import type { HandlerContext } from './kit/context.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/**
 * `GET /{locale}` and `/{locale}/`: each service and its absolute URL, in the contract's order
 * (openapi.yaml, **URLs**), as Django REST framework's `DefaultRouter` answers at its root. Public
 * clients (the data-fair connector) call the locale root without credentials to check that the
 * platform is there, and need a 2xx.
 */

/**
 * The collections each service's root lists (issue 50, audit PS1): the contract's paths of the
 * service that name a collection (no `{id}`, no action on one), under the name DRF's router gives
 * them (its prefix). The geospatial service has only routes under a layer: its root is empty, as a
 * router with no list route answers.
 */
export const SERVICE_COLLECTIONS = {
  login: ['session', 'signin', 'signout'],
  dashboard: ['task-queue-track', 'attention', 'task-health'],
  dataset: [
    'datasets',
    'datasets-count',
    'usergroup-permissions',
    'usergroup-permission-actions',
    'bulk-edits',
    'categories',
    'granularities',
    'licenses',
    'topics',
    'kinds',
    'restrictions',
    'update-frequencies',
    'record-types',
    'contact-roles',
    'contacts',
    'taggit/tags',
    'schedulers',
  ],
  usergroup: [
    'user-groups',
    'user-group-roles',
    'user-status',
    'user-group-status',
    'group-members',
    'users',
    'user-requests',
    'usergroup-requests',
  ],
  organisation: ['organisations', 'organisation-types', 'jurisdictions', 'municipalities'],
  resource: [
    'resources',
    'resource-dataset',
    'data-format',
    'file-upload',
    'file-download',
    'href',
    'ftp-choices',
    'ftp',
    'ftp-access-requests',
    'scenario-execution-frequency',
    'datastores',
    'datastores/databases',
    'geoserver/workspaces',
    'geoserver/mirrors',
  ],
  geospatial: [],
  indexer: ['remote-api-indexes', 'remote-api-index-types'],
} as const satisfies Record<string, readonly string[]>;

type Service = keyof typeof SERVICE_COLLECTIONS;

const serviceRoot = (ctx: HandlerContext, service: Service) =>
  ok(
    Object.fromEntries(
      SERVICE_COLLECTIONS[service].map((name) => [name, `${ctx.origin}/${ctx.locale}/${service}/${name}/`]),
    ) as Record<string, string>,
  );

export const apiRootHandlers = {
  async getApiRoot(ctx) {
    const at = (service: string): string => `${ctx.origin}/${ctx.locale}/${service}/`;
    return ok({
      login: at('login'),
      dashboard: at('dashboard'),
      dataset: at('dataset'),
      usergroup: at('usergroup'),
      organisation: at('organisation'),
      resource: at('resource'),
      geospatial: at('geospatial'),
      indexer: at('indexer'),
    });
  },
  getLoginRoot: async (ctx) => serviceRoot(ctx, 'login'),
  getDashboardRoot: async (ctx) => serviceRoot(ctx, 'dashboard'),
  getDatasetRoot: async (ctx) => serviceRoot(ctx, 'dataset'),
  getUsergroupRoot: async (ctx) => serviceRoot(ctx, 'usergroup'),
  getOrganisationRoot: async (ctx) => serviceRoot(ctx, 'organisation'),
  getResourceRoot: async (ctx) => serviceRoot(ctx, 'resource'),
  getGeospatialRoot: async (ctx) => serviceRoot(ctx, 'geospatial'),
  getIndexerRoot: async (ctx) => serviceRoot(ctx, 'indexer'),
} satisfies AreaHandlers;
