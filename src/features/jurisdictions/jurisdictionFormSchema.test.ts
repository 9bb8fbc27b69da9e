import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { codesKey, codesKeyOf, codesOf, jurisdictionFormSchema } from './jurisdictionFormSchema';

const schema = jurisdictionFormSchema(() => 'This field is required');

describe('the jurisdiction form rules', () => {
  it('requires a display name and an identification code', () => {
    const result = v.safeParse(schema, { display_name: ' ', codename: '', municipalities: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['display_name', 'This field is required'],
      ['codename', 'This field is required'],
    ]);
  });

  it('accepts and trims filled-in values', () => {
    expect(
      v.parse(schema, {
        display_name: ' Île de Cayenne ',
        codename: 'ile-de-cayenne',
        municipalities: '97302,97307',
      }),
    ).toEqual({ display_name: 'Île de Cayenne', codename: 'ile-de-cayenne', municipalities: '97302,97307' });
  });

  it('holds the selection as one sorted string of codes, and reads the arrays of older drafts', () => {
    expect(codesKey(['97307', '97302'])).toBe('97302,97307');
    expect(codesOf('97302,97307')).toEqual(['97302', '97307']);
    expect(codesOf(codesKey([]))).toEqual([]);
    expect(codesKeyOf(['97307', '97302'])).toBe('97302,97307');
    expect(codesKeyOf('97302')).toBe('97302');
    expect(codesKeyOf(undefined)).toBeUndefined();
  });
});
