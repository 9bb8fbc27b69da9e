import {
  apiLocaleFor,
  type BasePaths,
  defaultRuntimeConfig,
  type RuntimeConfig,
} from '../config/runtimeConfig';

/** Where requests go: follows the runtime configuration and the interface locale. */
export type ApiSettings = {
  apiRoot: string;
  apiLocale: string;
  basePaths: BasePaths;
  /** A request without an answer after this many milliseconds fails with the `timeout` kind. */
  requestTimeoutMs: number;
};

let settings: ApiSettings = {
  apiRoot: defaultRuntimeConfig.apiRoot,
  apiLocale: 'fr',
  basePaths: defaultRuntimeConfig.basePaths,
  requestTimeoutMs: defaultRuntimeConfig.requestTimeoutMs,
};

export function configureApi(config: RuntimeConfig, uiLocale: string): void {
  settings = {
    apiRoot: config.apiRoot,
    apiLocale: apiLocaleFor(uiLocale, config),
    basePaths: config.basePaths,
    requestTimeoutMs: config.requestTimeoutMs,
  };
}

export function apiSettings(): ApiSettings {
  return settings;
}

const defaultBases = Object.entries(defaultRuntimeConfig.basePaths) as Array<[keyof BasePaths, string]>;

/**
 * The path of a contract operation (written with the default base paths, e.g. `/dataset/datasets/`)
 * as the deployment serves it: the configured API root, the API locale, then the configured base path.
 */
export function deployedPath(
  contractPath: string,
  current: Pick<ApiSettings, 'apiRoot' | 'apiLocale' | 'basePaths'> = settings,
): string {
  const root = current.apiRoot.replace(/\/$/, '');
  for (const [service, defaultBase] of defaultBases) {
    if (contractPath.startsWith(defaultBase)) {
      const base = current.basePaths[service].replace(/^\/?/, '/').replace(/\/?$/, '/');
      return `${root}/${current.apiLocale}${base}${contractPath.slice(defaultBase.length)}`;
    }
  }
  return `${root}/${current.apiLocale}${contractPath}`;
}
