import { useEffect, useRef } from 'react';
import { announce } from './notificationStore';

/**
 * Announces, politely and once, what `value` has become each time it changes after the first render:
 * what a sighted person sees change on a page that reloads itself. The first value is not announced,
 * as the page that shows it is read anyway. `say` gives no sentence for a change not worth telling.
 */
export function useAnnounceChange<Value>(value: Value, say: (value: Value) => string | null): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    const sentence = say(value);
    if (sentence) announce(sentence);
  }, [value, say]);
}
