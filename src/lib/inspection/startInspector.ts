import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { maskSensitive } from './maskSensitive.ts';

/**
 * Opens the Stately inspector in a new window (allow pop-ups for the dev server) and returns the
 * callback that feeds it. Development only: inspect.ts loads this module on demand.
 */
export function startBrowserInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({
    // Replaces the library's JSON copy of every inspection event (context, event, snapshot, input,
    // output) by one that also masks what must not leave the page.
    serialize: (event) => maskSensitive(event),
  });
  return (event) => inspector.inspect.next?.(event);
}
