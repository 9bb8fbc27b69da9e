import { setRuntimeConfig } from '../../config/currentConfig';
import { defaultRuntimeConfig, type Extensions } from '../../config/runtimeConfig';

/** Tests only: the deployment's backend offers these extensions (the others stay off). */
export function offerExtensions(offered: Partial<Extensions>): void {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    extensions: { ...defaultRuntimeConfig.extensions, ...offered },
  });
}

/** Tests only: back to the default configuration, no extension offered. */
export function resetExtensions(): void {
  setRuntimeConfig(defaultRuntimeConfig);
}
