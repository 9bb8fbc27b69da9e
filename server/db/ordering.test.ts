import { describe, expect, test } from 'vitest';
import { orderBy } from './ordering.ts';

const FIELDS = { display_name: 'g.display_name', creation_date: 'g.creation_date' };

describe('orderBy (DRF OrderingFilter)', () => {
  test('keeps the allowed names in their order and direction', () => {
    expect(orderBy('-creation_date,display_name', FIELDS, 'g.id', 'g.id')).toBe(
      'order by g.creation_date desc nulls last, g.display_name asc nulls last, g.id',
    );
  });

  test('skips the names the list does not sort by, inherited ones included', () => {
    expect(orderBy('password,-display_name,constructor', FIELDS, 'g.id', 'g.id')).toBe(
      'order by g.display_name desc nulls last, g.id',
    );
  });

  test('falls back to the default order when none is left', () => {
    expect(orderBy('-password', FIELDS, 'f_unaccent(g.display_name)', 'g.id')).toBe(
      'order by f_unaccent(g.display_name), g.id',
    );
    expect(orderBy(undefined, FIELDS, 'g.creation_date desc', 'g.id')).toBe(
      'order by g.creation_date desc, g.id',
    );
  });
});
