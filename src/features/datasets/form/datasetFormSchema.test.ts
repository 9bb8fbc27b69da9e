import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aDataset } from '../../../api/testing/datasetFixtures';
import {
  datasetFormSchema,
  datasetFormValuesOf,
  datasetInputOfForm,
  emptyDatasetForm,
} from './datasetFormSchema';

const schema = datasetFormSchema({
  required: () => 'required',
  invalidDate: () => 'date',
  invalidYear: () => 'year',
  tooLong: (max) => `at most ${max}`,
  tooManyKeywords: (max) => `${max} keywords`,
  keywordTooLong: (max) => `keyword of ${max}`,
  tooDeep: (max) => `${max} levels`,
});

const complete = {
  ...emptyDatasetForm,
  display_name: ' Stations hydrométriques ',
  description: 'Débits journaliers',
  tags: ['eau'],
  topics: [5],
  kinds: [2],
  usergroup: 4,
  publication_date: '2026-01-02',
  last_update_date: '2026-02-03',
  update_frequency: 1,
};

function failingFields(values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
}

describe('the dataset form rules (section 5)', () => {
  it('names every required field of an empty form', () => {
    expect(failingFields(emptyDatasetForm).sort()).toEqual(
      [
        'description',
        'display_name',
        'kinds',
        'last_update_date',
        'publication_date',
        'tags',
        'topics',
        'update_frequency',
        'usergroup',
      ].sort(),
    );
  });

  it('accepts a complete form', () => {
    expect(failingFields(complete)).toEqual([]);
  });

  it('counts a rich text description with only empty markup as missing', () => {
    expect(failingFields({ ...complete, description: '<p> </p>' })).toEqual(['description']);
  });

  it('bounds the texts and keywords as the server does, with a message saying the bound', () => {
    const messages = (values: unknown) => {
      const result = v.safeParse(schema, values);
      return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    };
    const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
    expect(
      messages({
        ...complete,
        display_name: 'n'.repeat(20_001),
        description: nested(101),
        tags: Array.from({ length: 101 }, (_, index) => `k${index}`),
        recommended_usage: 'u'.repeat(20_001),
      }),
    ).toEqual([
      'display_name: at most 20000',
      'description: 100 levels',
      'tags: 100 keywords',
      'recommended_usage: at most 20000',
    ]);
    expect(messages({ ...complete, tags: ['eau', 'k'.repeat(101)] })).toEqual(['tags: keyword of 100']);
    expect(messages({ ...complete, description: 'd'.repeat(100_001) })).toEqual([
      'description: at most 100000',
    ]);
    // At the bounds; an emoji counts as one character, as the contract counts it.
    expect(
      messages({
        ...complete,
        display_name: '👍'.repeat(20_000),
        description: nested(100),
        tags: Array.from({ length: 100 }, (_, index) => `${index}`.padEnd(100, 'k')),
      }),
    ).toEqual([]);
  });

  it('refuses a malformed date and vintage year', () => {
    expect(failingFields({ ...complete, creation_date: '2026-13-45', vintage_year: '20x4' }).sort()).toEqual([
      'creation_date',
      'vintage_year',
    ]);
  });

  it('builds the request body, empty optional texts as null', () => {
    const input = datasetInputOfForm({ ...complete, vintage_year: '2024', constitution_mode: ' ' });
    expect(input).toMatchObject({
      display_name: 'Stations hydrométriques',
      vintage_year: 2024,
      constitution_mode: null,
      creation_date: null,
      usergroup: 4,
    });
  });

  it('opens a dataset another client made with less (no frequency, keywords, topics, kinds or description) and asks for them', () => {
    // The API requires only a name and an organisation (issue 25): such a dataset reads and opens
    // without error, and the form's own rules ask for the rest before a save.
    const values = datasetFormValuesOf(
      aDataset({ update_frequency: null, tags: [], topics: [], kinds: [], description: '' }),
    );
    expect(values.update_frequency).toBeNull();
    expect(failingFields(values).sort()).toEqual([
      'description',
      'kinds',
      'tags',
      'topics',
      'update_frequency',
    ]);
  });
});
