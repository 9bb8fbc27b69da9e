import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../contract/datasetBounds.ts';
import type { RemoteRecord } from '../../indexers/catalogues.ts';
import { descriptionOf } from './description.ts';

/**
 * Characters of a remote description read: half the contract's bound, since what it becomes
 * (Markdown rendered, plain text made paragraphs, characters escaped) may be longer than its source.
 */
const MAX_SOURCE_DESCRIPTION = MAX_DESCRIPTION_LENGTH / 2;

/** The first `max` characters of `text` counted as the contract counts them (code points), with "…". */
function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

/**
 * The dataset's name and description from the record's, within the bounds a save has
 * (contract/datasetBounds.ts): a catalogue may send what no form would take, and a dataset past
 * them could no longer be saved by a person. Answers the fields cut, which the harvest names
 * (warning `text_cut`) rather than dropping the rest silently.
 */
export async function boundedTexts(
  record: RemoteRecord,
): Promise<{ display_name: string; description: string; cut: ('display_name' | 'description')[] }> {
  const cutFields: ('display_name' | 'description')[] = [];
  const display_name = cut(record.title, MAX_NAME_LENGTH);
  if (display_name !== record.title) cutFields.push('display_name');
  let source = record;
  if (record.description && record.description.length > MAX_SOURCE_DESCRIPTION) {
    source = { ...record, description: cut(record.description, MAX_SOURCE_DESCRIPTION) };
    cutFields.push('description');
  }
  let description = await descriptionOf({ ...source, title: display_name });
  if (Array.from(description).length > MAX_DESCRIPTION_LENGTH) {
    // Escaped markup past the bound even so: the name stands for it, as for a record without one.
    description = await descriptionOf({ ...source, title: display_name, description: null });
    if (!cutFields.includes('description')) cutFields.push('description');
  }
  return { display_name, description, cut: cutFields };
}
