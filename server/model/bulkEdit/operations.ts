import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { type Localised, say } from '../../messages/say.ts';
import type { BulkEditOperation, PlannedOperation } from './plan.ts';

const refuse = (locale: string, code: string, message: Localised): HttpError =>
  new HttpError(400, { code, operations: [say(locale, message)] });

/** The reference list of each field that holds ids. */
const LISTS = { license: 'license', update_frequency: 'update_frequency', topics: 'topic' } as const;

/**
 * Checks a bulk edit's operations and answers them normalised (PlannedOperation): one per field,
 * `set` only for the licence and the update frequency (an update frequency is required by the
 * form, so it cannot be cleared), ids of their reference lists, keywords trimmed and not empty.
 * Every refusal is a 400 in the request's language.
 */
export async function checkOperations(
  db: Queryable,
  locale: string,
  operations: readonly BulkEditOperation[],
): Promise<PlannedOperation[]> {
  const seen = new Set<string>();
  const planned: PlannedOperation[] = [];
  for (const operation of operations) {
    if (seen.has(operation.field)) {
      throw refuse(locale, 'bulk_edit_field_repeated', {
        fr: `Une seule opération par champ : « ${operation.field} » est répété.`,
        en: `One operation per field: "${operation.field}" is repeated.`,
        it: `Una sola operazione per campo: "${operation.field}" è ripetuto.`,
      });
    }
    seen.add(operation.field);
    planned.push(await checkOperation(db, locale, operation));
  }
  return planned;
}

async function checkOperation(
  db: Queryable,
  locale: string,
  operation: BulkEditOperation,
): Promise<PlannedOperation> {
  const { field, op, value } = operation;
  if (field === 'license' || field === 'update_frequency') {
    if (op !== 'set') {
      throw refuse(locale, 'bulk_edit_op', {
        fr: `« ${field} » n’a qu’une valeur : seule l’opération « set » est possible.`,
        en: `"${field}" holds one value: only the "set" operation is possible.`,
        it: `"${field}" ha un solo valore: è possibile solo l’operazione "set".`,
      });
    }
    const cleared = value === null && field === 'license';
    if (!cleared && typeof value !== 'number') throw wrongValue(locale, field);
    if (typeof value === 'number') await checkIds(db, locale, field, [value]);
    return { field, op: 'set', value: value as number | null };
  }
  if (!Array.isArray(value) || value.length === 0) throw wrongValue(locale, field);
  if (field === 'topics') {
    if (!value.every((v): v is number => typeof v === 'number')) throw wrongValue(locale, field);
    const ids = [...new Set(value)];
    await checkIds(db, locale, field, ids);
    return { field, op, value: ids };
  }
  if (!value.every((v): v is string => typeof v === 'string')) throw wrongValue(locale, field);
  const names = [...new Set(value.map((v) => v.trim()).filter(Boolean))];
  if (names.length === 0) throw wrongValue(locale, field);
  return { field: 'tags', op, value: names };
}

function wrongValue(locale: string, field: string): HttpError {
  return refuse(locale, 'bulk_edit_value', {
    fr: `La valeur de « ${field} » ne convient pas : un identifiant pour la licence et la fréquence de mise à jour, une liste non vide d’identifiants pour les thématiques, de mots non vides pour les mots-clés.`,
    en: `The value of "${field}" does not fit: an id for the licence and the update frequency, a non-empty list of ids for the topics, of non-empty words for the keywords.`,
    it: `Il valore di "${field}" non è adatto: un identificativo per la licenza e la frequenza di aggiornamento, un elenco non vuoto di identificativi per i temi, di parole non vuote per le parole chiave.`,
  });
}

async function checkIds(db: Queryable, locale: string, field: keyof typeof LISTS, ids: number[]) {
  const rows = await db.query<{ id: number }>(
    'select id from reference_item where list = $1 and id = any($2::int[])',
    [LISTS[field], ids],
  );
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  throw refuse(locale, 'bulk_edit_unknown_reference', {
    fr: `« ${field} » : ${unknown.join(', ')} n’est pas dans la liste de référence.`,
    en: `"${field}": ${unknown.join(', ')} is not in the reference list.`,
    it: `"${field}": ${unknown.join(', ')} non è nell’elenco di riferimento.`,
  });
}
