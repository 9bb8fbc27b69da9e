import { describe, expect, it } from 'vitest';
import { departmentOf, territoryDepartments } from './territory';

describe('territory of the map', () => {
  it.each([
    ['97302', '973'],
    ['97411', '974'],
    ['01001', '01'],
    ['2A004', '2A'],
    ['75056', '75'],
  ])('%s is in department %s', (code, department) => {
    expect(departmentOf(code)).toBe(department);
  });

  it('shows French Guiana and the departments of the selection, each once', () => {
    expect(territoryDepartments([])).toEqual(['973']);
    expect(territoryDepartments(['97302', '75056', '75101', '97411'])).toEqual(['75', '973', '974']);
  });
});
