import { defaultRuntimeConfig, type ExtensionName, type RuntimeConfig } from './runtimeConfig';

// The runtime configuration is read once at boot and never changes while the page lives,
// so one module-level value serves every reader (API client, header, login links).
let current: RuntimeConfig = defaultRuntimeConfig;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Does the deployment's backend serve this extension of OneGeo's API (config.json `extensions`)? */
export function hasExtension(name: ExtensionName): boolean {
  return current.extensions[name];
}
