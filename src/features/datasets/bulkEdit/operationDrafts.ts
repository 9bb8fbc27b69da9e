import type { BulkEditOperationValue } from '../../../flows/datasetBulkEdit';

/** The fields a bulk edit changes (the contract's BulkEditField), in the order the dialog offers them. */
export const BULK_FIELDS = ['license', 'update_frequency', 'topics', 'keywords'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** One row of the dialog as typed: ids as the selects hold them, keywords as one text. */
export interface OperationDraft {
  field: BulkField;
  op: 'set' | 'add';
  /** license, update_frequency: one id ('' for none, which clears the licence). */
  id: string;
  /** topics: the ids chosen. */
  ids: string[];
  /** keywords: comma-separated. */
  text: string;
}

/** Only lists may be extended; a licence and an update frequency are set. */
export const canAdd = (field: BulkField): boolean => field === 'topics' || field === 'keywords';

export function newDraft(field: BulkField): OperationDraft {
  return { field, op: canAdd(field) ? 'add' : 'set', id: '', ids: [], text: '' };
}

/** The keywords of a text: split on commas, trimmed, without empty ones or repeats. */
export function keywordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The operations the rows make, complete ones only: a licence may be cleared (no id), an update
 * frequency needs one, topics and keywords at least one value.
 */
export function operationsOf(drafts: readonly OperationDraft[]): BulkEditOperationValue[] {
  return drafts
    .map(operationOf)
    .filter((operation): operation is BulkEditOperationValue => operation !== null);
}

function operationOf(draft: OperationDraft): BulkEditOperationValue | null {
  if (draft.field === 'license') {
    return { field: 'license', op: 'set', value: draft.id === '' ? null : Number(draft.id) };
  }
  if (draft.field === 'update_frequency') {
    return draft.id === '' ? null : { field: 'update_frequency', op: 'set', value: Number(draft.id) };
  }
  if (draft.field === 'topics') {
    return draft.ids.length === 0 ? null : { field: 'topics', op: draft.op, value: draft.ids.map(Number) };
  }
  const words = keywordsOf(draft.text);
  return words.length === 0 ? null : { field: 'keywords', op: draft.op, value: words };
}
