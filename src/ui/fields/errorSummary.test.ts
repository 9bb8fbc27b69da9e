import { describe, expect, it } from 'vitest';
import { buildErrorSummary } from './errorSummary';

const fields = [
  { name: 'display_name', id: 'dataset-name', label: 'Name' },
  { name: 'description', id: 'dataset-description', label: 'Description' },
  { name: 'tags', id: 'dataset-tags', label: 'Keywords' },
];

describe('buildErrorSummary', () => {
  it('lists errors in the order of the fields on screen, each linked to its field', () => {
    expect(
      buildErrorSummary(
        { tags: ['This field is required'], display_name: ['This field is required', 'Too long'] },
        fields,
      ),
    ).toEqual([
      { fieldId: 'dataset-name', label: 'Name', message: 'This field is required' },
      { fieldId: 'dataset-name', label: 'Name', message: 'Too long' },
      { fieldId: 'dataset-tags', label: 'Keywords', message: 'This field is required' },
    ]);
  });

  it('keeps errors of fields not on screen, named by their key, and errors about the whole form', () => {
    expect(
      buildErrorSummary(
        { licence: ['Unknown licence'], non_field_errors: ['Already exists'], detail: ['No'] },
        fields,
      ),
    ).toEqual([
      { label: 'licence', message: 'Unknown licence' },
      { label: undefined, message: 'Already exists' },
      { label: undefined, message: 'No' },
    ]);
  });

  it('is empty without errors', () => {
    expect(buildErrorSummary({}, fields)).toEqual([]);
  });
});
