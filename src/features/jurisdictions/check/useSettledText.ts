import { useEffect, useState } from 'react';

/** How long typing must pause before the pasted codes are checked: one request per pause, not per key. */
export const SETTLE_MS = 300;

/** `text` once it has not changed for SETTLE_MS. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
