import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';

/** The runtime configuration file served beside the SPA (`/publish/config.json`). */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { signal, cache: 'no-cache' });
  if (!response.ok) throw new Error(`The runtime configuration answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
