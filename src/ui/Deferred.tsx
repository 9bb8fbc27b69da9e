import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '../lib/afterNextPaint';

// Pieces waiting to be built, in the order they mounted; one is built after each painted frame.
const waiting: Array<() => void> = [];
let cancelStep: (() => void) | null = null;

function step() {
  cancelStep = null;
  const reveal = waiting.shift();
  // Rendered and committed now, in this task of its own, rather than batched with the next pieces.
  if (reveal) flushSync(reveal);
  // Pieces that mounted meanwhile (nested ones) have already asked for the next step.
  if (waiting.length > 0) cancelStep ??= afterNextPaint(step);
}

function enqueue(reveal: () => void): () => void {
  waiting.push(reveal);
  cancelStep ??= afterNextPaint(step);
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
    if (waiting.length === 0) {
      cancelStep?.();
      cancelStep = null;
    }
  };
}

/**
 * Builds at once every piece still waiting, and those they hold: a form's submission first builds the
 * fields it has not shown yet, so that their rules run and the error summary names them.
 */
export function buildAllDeferred() {
  cancelStep?.();
  cancelStep = null;
  for (let reveal = waiting.shift(); reveal; reveal = waiting.shift()) flushSync(reveal);
}

/**
 * Builds its children after the frames before it (issue 49, bench measure 2, Total Blocking Time): a
 * screen's first render was one task of 200–600 ms on a throttled phone. Every Deferred of the screen
 * waits its turn, in the order they mounted, and each is rendered in a task of its own after a painted
 * frame, so that what is above the fold shows first and no task builds the whole screen. Until then the
 * fallback holds its place: give it the piece's heading or label, so that its name is already there.
 * Once built, a piece stays built.
 */
export function Deferred({
  children,
  fallback = null,
  now = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Built at once, without waiting (a table's rows after its first ones, say). */
  now?: boolean;
}) {
  const [built, setBuilt] = useState(now);
  useEffect(() => {
    if (built) return;
    return enqueue(() => setBuilt(true));
  }, [built]);
  return built ? children : fallback;
}
