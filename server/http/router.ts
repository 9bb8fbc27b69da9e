import type { HttpMethod, OperationSpec } from './spec.ts';

interface Route {
  path: string;
  segments: string[];
  operations: Map<HttpMethod, OperationSpec>;
}

export type RouteMatch =
  | { kind: 'operation'; operation: OperationSpec; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

const isParam = (segment: string): boolean => /^\{[^}]+\}$/.test(segment);

function split(path: string): string[] {
  return path
    .split('/')
    .filter((segment, index, all) => segment !== '' || (index > 0 && index < all.length - 1));
}

/**
 * Routes of the contract's paths. Where several templates match, literal segments win over
 * parameters from left to right (`/datasets/export/odl/` before `/datasets/{id}/...`).
 */
export class Router {
  private readonly routes: Route[] = [];

  constructor(operations: OperationSpec[]) {
    const byPath = new Map<string, Route>();
    for (const operation of operations) {
      let route = byPath.get(operation.path);
      if (!route) {
        route = { path: operation.path, segments: split(operation.path), operations: new Map() };
        byPath.set(operation.path, route);
        this.routes.push(route);
      }
      route.operations.set(operation.method, operation);
    }
  }

  /** `path` is relative to the locale root and already decoded per segment by the caller. */
  match(method: string, path: string): RouteMatch {
    const segments = split(path.endsWith('/') ? path : `${path}/`);
    let best: { route: Route; params: Record<string, string>; score: string } | null = null;
    for (const route of this.routes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let score = '';
      let ok = true;
      for (let index = 0; index < segments.length; index += 1) {
        const template = route.segments[index] ?? '';
        const actual = segments[index] ?? '';
        if (isParam(template)) {
          params[template.slice(1, -1)] = actual;
          score += '0';
        } else if (template === actual) {
          score += '1';
        } else {
          ok = false;
          break;
        }
      }
      if (ok && (!best || score > best.score)) best = { route, params, score };
    }
    if (!best) return { kind: 'not-found' };
    const lower = method.toLowerCase() as HttpMethod;
    const operation =
      best.route.operations.get(lower) ?? (lower === 'head' ? best.route.operations.get('get') : undefined);
    if (!operation) {
      const allowed = [...best.route.operations.keys()].map((m) => m.toUpperCase());
      if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
      return { kind: 'method-not-allowed', allowed };
    }
    return { kind: 'operation', operation, params: best.params };
  }
}
