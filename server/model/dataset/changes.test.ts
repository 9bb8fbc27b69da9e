import { describe, expect, test } from 'vitest';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldChanges, fieldChangesOfPairs, plainText } from './changes.ts';

// How the history and the bulk edit preview read a change: labels in the request's language, rich
// text as text, lists as sets, names that are gone by their number. The names come from a small
// table in memory, answered as the database answers the three name queries.

const REFERENCES = [
  { list: 'license', id: 1, label: 'Licence ouverte', label_en: 'Open licence' },
  { list: 'license', id: 2, label: 'ODbL', label_en: null },
  // The same id in another list: a label is looked up by list and id.
  { list: 'topic', id: 1, label: 'Transports', label_en: 'Transport' },
  { list: 'topic', id: 2, label: 'Environnement', label_en: 'Environment' },
];
const GROUPS = [{ id: 10, name: 'CA Centre Littoral' }];
const DATASETS = [{ id: 20, name: 'Arrêts de bus' }];
/** A superuser sees every dataset: the visibility rule is then no query (see the contract tests). */
const READER: CurrentUser = {
  id: 1,
  username: 'admin',
  first_name: 'Alice',
  last_name: 'Martin',
  is_superuser: true,
  termsAccepted: true,
  memberships: [],
  permissionGroups: [],
};

function memoryDb(): Queryable & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    async exec() {},
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      queries.push(sql);
      if (sql.includes('reference_item')) {
        const [lists, ids] = params as [string[], number[]];
        const english = sql.includes('label_en');
        return REFERENCES.filter((r) => lists.some((list, i) => list === r.list && ids[i] === r.id)).map(
          (r) => ({ list: r.list, id: r.id, label: english ? (r.label_en ?? r.label) : r.label }),
        ) as T[];
      }
      const [ids] = params as [number[]];
      const table = sql.includes('usergroup') ? GROUPS : DATASETS;
      return table.filter((row) => ids.includes(row.id)) as T[];
    },
  };
}

describe('plainText', () => {
  test('reads a rich text as its words: markup gone, blocks as spaces, entities decoded', () => {
    expect(plainText('<p>Arrêts <strong>de</strong> bus</p><p>du&nbsp;réseau &amp; plus</p>')).toBe(
      'Arrêts de bus du réseau & plus',
    );
    expect(plainText('ligne<br/>suivante')).toBe('ligne suivante');
    expect(plainText('')).toBe('');
  });
});

describe('fieldChanges', () => {
  test('a change of formatting alone is no change; a change of words reads as text', async () => {
    const db = memoryDb();
    const before = { description: '<p>Les arrêts de bus.</p>' };
    expect(
      await fieldChanges(db, READER, 'fr', before, { description: '<p><em>Les arrêts</em> de bus.</p>' }),
    ).toEqual([]);
    expect(
      await fieldChanges(db, READER, 'fr', before, { description: '<p>Les arrêts de <b>car</b>.</p>' }),
    ).toEqual([{ field: 'description', before: 'Les arrêts de bus.', after: 'Les arrêts de car.' }]);
  });

  test('references read by their label in the request’s language, looked up by list', async () => {
    const db = memoryDb();
    const before = { license: 1, topics: [1] };
    const after = { license: 2, topics: [1, 2] };
    expect(await fieldChanges(db, READER, 'fr', before, after)).toEqual([
      { field: 'topics', before: 'Transports', after: 'Environnement, Transports' },
      { field: 'license', before: 'Licence ouverte', after: 'ODbL' },
    ]);
    expect(await fieldChanges(db, READER, 'en', before, after)).toEqual([
      { field: 'topics', before: 'Transport', after: 'Environment, Transport' },
      { field: 'license', before: 'Open licence', after: 'ODbL' },
    ]);
  });

  test('lists and keywords are sets: the same items in another order are no change', async () => {
    const db = memoryDb();
    expect(
      await fieldChanges(
        db,
        READER,
        'fr',
        { topics: [1, 2], tags: ['bus', 'car'] },
        { topics: [2, 1], tags: ['car', 'bus'] },
      ),
    ).toEqual([]);
    expect(await fieldChanges(db, READER, 'fr', { tags: ['bus'] }, { tags: ['bus', 'tram'] })).toEqual([
      { field: 'tags', before: 'bus', after: 'bus, tram', added: ['tram'], removed: [] },
    ]);
    expect(await fieldChanges(db, READER, 'fr', { tags: ['bus'] }, { tags: [] })).toEqual([
      { field: 'tags', before: 'bus', after: null, added: [], removed: ['bus'] },
    ]);
  });

  test('a reference, group or dataset that is gone reads “n° id”', async () => {
    const db = memoryDb();
    expect(
      await fieldChanges(db, READER, 'fr', { license: 99, usergroup: 10 }, { license: 1, usergroup: 77 }),
    ).toEqual([
      { field: 'usergroup', before: 'CA Centre Littoral', after: 'n° 77' },
      { field: 'license', before: 'n° 99', after: 'Licence ouverte' },
    ]);
    expect(await fieldChanges(db, READER, 'fr', { parent: 20 }, { parent: 21 })).toEqual([
      { field: 'parent', before: 'Arrêts de bus', after: 'n° 21' },
    ]);
  });

  test('empty values are null, choices read in the language, only limits the fields', async () => {
    const db = memoryDb();
    expect(
      await fieldChanges(
        db,
        READER,
        'en',
        { default_permission_level: 'private', vintage_year: '' },
        {
          default_permission_level: 'download',
          vintage_year: 2024,
        },
      ),
    ).toEqual([
      { field: 'vintage_year', before: null, after: '2024' },
      { field: 'default_permission_level', before: 'Private', after: 'Download' },
    ]);
    expect(
      await fieldChanges(
        db,
        READER,
        'fr',
        { display_name: 'A', license: 1 },
        { display_name: 'B', license: 2 },
        ['license'],
      ),
    ).toEqual([{ field: 'license', before: 'Licence ouverte', after: 'ODbL' }]);
  });

  test('a first version (before null) shows its filled fields', async () => {
    const db = memoryDb();
    expect(
      await fieldChanges(db, READER, 'fr', null, { display_name: 'Jeu', description: '', tags: [] }),
    ).toEqual([{ field: 'display_name', before: null, after: 'Jeu' }]);
  });

  test('many pairs read their names in one query per kind of name', async () => {
    const db = memoryDb();
    const pairs = Array.from({ length: 20 }, (_, i) => ({
      before: { license: 1, usergroup: 10 },
      after: { license: 2, usergroup: 10 + i + 1 },
    }));
    const changes = await fieldChangesOfPairs(db, READER, 'fr', pairs);
    expect(changes).toHaveLength(20);
    expect(changes[0]).toEqual([
      { field: 'usergroup', before: 'CA Centre Littoral', after: 'n° 11' },
      { field: 'license', before: 'Licence ouverte', after: 'ODbL' },
    ]);
    expect(db.queries).toHaveLength(2);
  });
});
