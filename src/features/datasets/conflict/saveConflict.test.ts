import { describe, expect, it } from 'vitest';
import { type DatasetFormValues, emptyDatasetForm } from '../form/datasetFormSchema';
import { compareVersions } from './saveConflict';

const base: DatasetFormValues = {
  ...emptyDatasetForm,
  display_name: 'Débits',
  description: 'Relevés.',
  tags: ['eau'],
  usergroup: 3,
  update_frequency: 2,
  vintage_year: '2024',
};

describe('compareVersions', () => {
  it('lists what the other person changed and what both changed differently', () => {
    const mine = { ...base, display_name: 'Débits (mine)', vintage_year: '2025' };
    const theirs = { ...base, display_name: 'Débits (theirs)', tags: ['eau', 'rivière'] };
    const conflict = compareVersions(base, mine, theirs);
    expect(conflict.changedByThem).toEqual(['display_name', 'tags']);
    expect(conflict.changedByBoth).toEqual(['display_name']);
  });

  it('merges: my changes over their version, their changes kept where I changed nothing', () => {
    const mine = { ...base, display_name: 'Débits (mine)' };
    const theirs = { ...base, display_name: 'Débits (theirs)', tags: ['eau', 'rivière'] };
    expect(compareVersions(base, mine, theirs).merged).toEqual({
      ...base,
      display_name: 'Débits (mine)',
      tags: ['eau', 'rivière'],
    });
  });

  it('finds nothing changed by them when only fields outside the form moved', () => {
    const mine = { ...base, display_name: 'Débits (mine)' };
    const conflict = compareVersions(base, mine, { ...base });
    expect(conflict.changedByThem).toEqual([]);
    expect(conflict.merged).toEqual(mine);
  });

  it('does not count the same change made by both as a clash', () => {
    const mine = { ...base, vintage_year: '2026' };
    const conflict = compareVersions(base, mine, { ...base, vintage_year: '2026' });
    expect(conflict.changedByThem).toEqual(['vintage_year']);
    expect(conflict.changedByBoth).toEqual([]);
  });
});
