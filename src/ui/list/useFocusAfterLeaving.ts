import { useEffect, useRef, useState } from 'react';

/**
 * An entry acted on from a list (a failure acknowledged, a dataset deleted) leaves it, and with it the
 * button that acted: focus would fall to the page and the next Tab start again at the top (RGAA 12.8).
 * Once the entry has left, focus goes to the first link or button of the row now in its place (the
 * next one, or the last when it was the last), or to `heading` when no row is left.
 */
export function useFocusAfterLeaving<L extends HTMLElement = HTMLElement>(
  stillListed: (key: number) => boolean,
  /** The list's rows within `list`. */
  rowSelector: string,
  /** Where focus goes when no row is left; the list's own heading when not given. */
  fallback?: () => HTMLElement | null,
) {
  const list = useRef<L>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState<{ key: number; index: number } | null>(null);
  const listed = leaving !== null && stillListed(leaving.key);
  useEffect(() => {
    if (leaving === null || listed) return;
    setLeaving(null);
    const place = () => {
      const rows = [...(list.current?.querySelectorAll(rowSelector) ?? [])];
      const row = rows[Math.min(leaving.index, rows.length - 1)];
      const target = row?.querySelector<HTMLElement>('a[href], button') ?? fallback?.() ?? heading.current;
      target?.focus();
    };
    // The confirmation that acted may still be open, trapping focus and giving it back to the removed
    // button as it closes: focus moves once no dialog is left (not cancelled by the next render, which
    // clearing `leaving` itself causes).
    let tries = 0;
    const once = () => {
      tries += 1;
      if (document.querySelector('[role="dialog"]') && tries < 120) requestAnimationFrame(once);
      else requestAnimationFrame(place);
    };
    once();
  });
  return {
    list,
    heading,
    /** The entry `key`, at `index` in the list, is leaving it. */
    leaves: (key: number, index: number) => setLeaving({ key, index }),
  };
}
