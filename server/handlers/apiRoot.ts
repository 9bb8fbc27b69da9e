import { type HandlerMap, ok } from '../http/context.ts';
import { absoluteUrl } from '../http/origin.ts';

/** The services under `/{locale}/`, in the contract's order (openapi.yaml, **URLs**). */
const SERVICES = [
  'login',
  'dashboard',
  'dataset',
  'usergroup',
  'organisation',
  'resource',
  'geospatial',
  'indexer',
] as const;

/**
 * `GET /{locale}` and `/{locale}/`: each service and its absolute URL, as Django REST framework's
 * `DefaultRouter` answers at its root. Public clients (the data-fair connector) call the locale root
 * without credentials to check that the platform is there, and need a 2xx.
 */
export const apiRootHandlers: HandlerMap = {
  async getApiRoot(ctx) {
    return ok(
      Object.fromEntries(
        SERVICES.map((service) => [service, absoluteUrl(ctx.origin, `/${ctx.locale}/${service}/`)]),
      ),
    );
  },
};
