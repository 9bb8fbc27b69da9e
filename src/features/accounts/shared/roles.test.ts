import { describe, expect, it } from 'vitest';
import { isRoleNumber, roleOptions } from './roles';

describe('role choices', () => {
  it('show numbers only, sorted by what they show: 1 before 2 whatever the hidden names (issue 48, U12)', () => {
    const sortedByHiddenName = [
      { id: 2, label: 'Administration des comptes' },
      { id: 1, label: 'Zone de données' },
    ];
    expect(roleOptions(sortedByHiddenName)).toEqual([
      { value: 1, label: '1' },
      { value: 2, label: '2' },
    ]);
    expect(roleOptions([{ id: 2, label: 'Administration des comptes' }])).toEqual([{ value: 2, label: '2' }]);
  });

  it('offer 1 and 2 until the list arrives, and ignore unknown roles', () => {
    expect(roleOptions(undefined).map((option) => option.label)).toEqual(['1', '2']);
    expect(roleOptions([{ id: 7, label: 'Other' }]).map((option) => option.value)).toEqual([1, 2]);
  });

  it('recognise role numbers', () => {
    expect([0, 1, 2, 3, '1', null].map(isRoleNumber)).toEqual([false, true, true, false, false, false]);
  });
});
