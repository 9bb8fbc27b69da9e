import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/**
 * `GET /{locale}` and `/{locale}/`: each service and its absolute URL, in the contract's order
 * (openapi.yaml, **URLs**), as Django REST framework's `DefaultRouter` answers at its root. Public
 * clients (the data-fair connector) call the locale root without credentials to check that the
 * platform is there, and need a 2xx.
 */
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
} satisfies AreaHandlers;
