import { useSyncExternalStore } from 'react';
import type { MunicipalityDirectory } from './municipalityDirectory';

/** Re-renders the caller whenever the directory learns names or shapes. */
export function useDirectoryVersion(directory: MunicipalityDirectory): number {
  return useSyncExternalStore(directory.subscribe, directory.getVersion);
}

/** 'Cayenne (97302)', or the code alone while its name is unknown. */
export function municipalityLabel(directory: MunicipalityDirectory, code: string): string {
  const name = directory.get(code)?.display_name;
  return name ? `${name} (${code})` : code;
}
