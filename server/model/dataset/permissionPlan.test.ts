import { describe, expect, test } from 'vitest';
import { permissionImpact, planPermissionLevel } from './permissionPlan.ts';

describe('the plan of a bulk permission action', () => {
  const rows = [
    { id: 3, name: 'Zèbre', type: 'organisation' as const, level: 'download' as const },
    { id: 1, name: 'école', type: 'organisation' as const, level: 'none' as const },
    { id: 2, name: 'Agglo', type: 'group-of-organisation' as const, level: 'search' as const },
    { id: 4, name: 'Bassin', type: 'organisation' as const, level: 'search' as const },
  ];

  test('says for each row, by name (accents and case aside), its level before and after and the effect', () => {
    expect(planPermissionLevel(rows, 'search')).toEqual([
      { id: 2, name: 'Agglo', type: 'group-of-organisation', from: 'search', to: 'search', effect: 'keep' },
      { id: 4, name: 'Bassin', type: 'organisation', from: 'search', to: 'search', effect: 'keep' },
      { id: 1, name: 'école', type: 'organisation', from: 'none', to: 'search', effect: 'gain' },
      { id: 3, name: 'Zèbre', type: 'organisation', from: 'download', to: 'search', effect: 'lose' },
    ]);
  });

  test('counts the rows by type and change, the largest group first, and the rows that change', () => {
    const impact = permissionImpact('set_permission_level_none', planPermissionLevel(rows, 'none'));
    expect(impact.changed).toBe(3);
    expect(impact.groups).toEqual([
      { type: 'organisation', from: 'download', to: 'none', effect: 'lose', count: 1 },
      { type: 'organisation', from: 'search', to: 'none', effect: 'lose', count: 1 },
      { type: 'organisation', from: 'none', to: 'none', effect: 'keep', count: 1 },
      { type: 'group-of-organisation', from: 'search', to: 'none', effect: 'lose', count: 1 },
    ]);
    const more = [
      ...rows,
      { id: 5, name: 'Canal', type: 'group-of-organisation' as const, level: 'search' as const },
    ];
    const grant = permissionImpact('set_permission_level_download', planPermissionLevel(more, 'download'));
    expect(grant.changed).toBe(4);
    expect(grant.groups[0]).toEqual({
      type: 'group-of-organisation',
      from: 'search',
      to: 'download',
      effect: 'gain',
      count: 2,
    });
  });
});
