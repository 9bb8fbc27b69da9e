import { useEffect, useRef, useState } from 'react';

/**
 * An entry acted on from a list (a failure acknowledged) leaves it, and with it the button that acted:
 * focus would fall to the page and the next Tab start again at the top (RGAA 12.8). Once the entry has
 * left, focus goes to the first link or button of the entry now in its place (the next one, or the
 * last when it was the last), or to the list's heading when none is left.
 */
export function useFocusAfterLeaving(stillListed: (key: number) => boolean) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState<{ key: number; index: number } | null>(null);
  const listed = leaving !== null && stillListed(leaving.key);
  useEffect(() => {
    if (leaving === null || listed) return;
    setLeaving(null);
    const rows = [...(list.current?.children ?? [])];
    const row = rows[Math.min(leaving.index, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('a[href], button') ?? heading.current;
    target?.focus();
  }, [leaving, listed]);
  return {
    list,
    heading,
    /** The entry `key`, at `index` in the list, is leaving it. */
    leaves: (key: number, index: number) => setLeaving({ key, index }),
  };
}
