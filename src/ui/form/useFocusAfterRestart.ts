import { useEffect, useRef } from 'react';

/**
 * A form started again under a new key (a save answered with a new version) is a new form: the button
 * the person pressed is gone and focus falls to the page (RGAA 12.8). Told the key the form restarts
 * under, this puts focus back on the new form's submit button once it is mounted, where the person
 * left off. A restart it was not told of (a newer version read in the background) leaves focus alone.
 */
export function useFocusAfterRestart<E extends HTMLElement = HTMLDivElement>(key: string) {
  const container = useRef<E>(null);
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (awaited.current !== key) return;
    awaited.current = null;
    container.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [key]);
  return {
    container,
    restartsUnder: (next: string) => {
      awaited.current = next;
    },
  };
}
