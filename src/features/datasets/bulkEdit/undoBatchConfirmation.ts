import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The question asked before undoing a bulk edit, the same from the dataset's history ("Undo the
 * whole batch") and from the recent bulk edits (issue 48, U10): both undo the whole batch.
 */
export function undoBatchConfirmation(batch: number): {
  title: MessageDescriptor;
  content: MessageDescriptor;
} {
  return {
    title: msg`Undo bulk edit n° ${batch}`,
    content: msg`Every dataset of the batch gets back the values it had before it, unless someone changed them since.`,
  };
}
