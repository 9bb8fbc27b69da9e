import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';

/** The runtime configuration file served beside the SPA (`/publish/config.json`). */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { signal, cache: 'no-cache' });
  if (!response.ok) throw new Error(`The runtime configuration answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

let earlyRequest: Promise<RuntimeConfig> | null = null;

/**
 * Asks for the configuration as the page starts, beside the translations, instead of after them
 * when the boot flow starts (one round trip less before the first screen, issue 18).
 */
export function prefetchRuntimeConfig(): void {
  earlyRequest = fetchRuntimeConfig();
  // Whoever takes it handles its failure; until then it must not count as unhandled.
  earlyRequest.catch(() => {});
}

/** The early request the first time, a new request after: a retried start must ask again. */
export function takeRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const early = earlyRequest;
  earlyRequest = null;
  return early ?? fetchRuntimeConfig(signal);
}
