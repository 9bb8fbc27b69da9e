import { describe, expect, it } from 'vitest';
import { referenceLabel, referenceOptions } from './referenceLabel';

const statuses = [
  { id: 2, label: 'Actif' },
  { id: 1, label: 'En attente de validation' },
];

describe('reference labels', () => {
  it('name an id by its label, or by the id until the list is known', () => {
    expect(referenceLabel(statuses, 1)).toBe('En attente de validation');
    expect(referenceLabel(statuses, 9)).toBe('9');
    expect(referenceLabel(undefined, 2)).toBe('2');
    expect(referenceLabel(statuses, null)).toBe('');
  });

  it('turn a list into choices in its order', () => {
    expect(referenceOptions(statuses)).toEqual([
      { value: 2, label: 'Actif' },
      { value: 1, label: 'En attente de validation' },
    ]);
    expect(referenceOptions(undefined)).toEqual([]);
  });
});
