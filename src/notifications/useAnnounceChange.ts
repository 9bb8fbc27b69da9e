import { useEffect, useRef } from 'react';
import { announce } from './notificationStore';

/**
 * Announces, politely and once, what `value` has become each time it changes after the first render:
 * what a sighted person sees change on a page that reloads itself. The first value is not announced,
 * as the page that shows it is read anyway. `say` is given the value and the one before; it gives no sentence for a change not worth telling.
 */
export function useAnnounceChange<Value>(
  value: Value,
  say: (value: Value, previous: Value) => string | null,
): void {
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    if (Object.is(before, value)) return;
    previous.current = value;
    const sentence = say(value, before);
    if (sentence) announce(sentence);
  }, [value, say]);
}
