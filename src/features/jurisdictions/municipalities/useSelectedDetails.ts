import { useEffect, useRef } from 'react';
import { listMunicipalitiesByCode } from '../../../api/jurisdictions';
import type { MunicipalityDirectory } from './municipalityDirectory';

/**
 * Fetches the names and shapes of selected municipalities the directory does not know yet (a saved
 * jurisdiction holds only codes), in the background. A change of the selection cancels the request
 * and asks again for what is still missing; codes that do not exist are asked once.
 */
export function useSelectedDetails(selectedCodes: readonly string[], directory: MunicipalityDirectory): void {
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const missing = selectedCodes.filter((code) => !directory.has(code) && !asked.current.has(code));
    if (missing.length === 0) return;
    const controller = new AbortController();
    let settled = false;
    for (const code of missing) asked.current.add(code);
    listMunicipalitiesByCode(missing, { withGeometry: true }, { signal: controller.signal })
      .then((found) => {
        settled = true;
        directory.add(found);
      })
      .catch(() => {
        // The rows keep showing the codes; a later change of the selection asks again. (After an
        // abort the clean-up below has already let go of them.)
        if (controller.signal.aborted) return;
        for (const code of missing) asked.current.delete(code);
      });
    return () => {
      if (settled) return;
      controller.abort();
      for (const code of missing) asked.current.delete(code);
    };
  }, [selectedCodes, directory]);
}
