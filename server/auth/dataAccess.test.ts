import { describe, expect, test } from 'vitest';
import { startKit } from '../model/attention/testing/testKit.ts';
import { type DataAccess, dataAccess } from './dataAccess.ts';
import { loadCurrentUser } from './session.ts';

// Issue 50: who may find, look at and fetch a dataset's data, signed in or not (section 4's levels).

const kit = startKit();

const db = () => kit.server.app.db;
const user = async (username: 'admin' | 'producteur' | 'visiteur') => {
  const loaded = await loadCurrentUser(db(), kit.f.ids.users[username] ?? 0);
  if (!loaded) throw new Error(`no user ${username}`);
  return loaded;
};

async function datasetWithResource(): Promise<{ dataset: number; resource: number }> {
  const { dataset, resource } = await kit.f.linkedResource();
  return { dataset, resource };
}

const setDataset = (id: number, level: string, publish: boolean | null) =>
  db().query('update dataset set default_permission_level = $2, publish = $3 where id = $1', [
    id,
    level,
    publish,
  ]);

describe('dataAccess', () => {
  test('anonymously, a published dataset gives its default level, to the dataset and to its resource', async () => {
    const { dataset, resource } = await datasetWithResource();
    const seen: Record<string, [DataAccess, DataAccess]> = {};
    for (const level of ['private', 'search', 'consultation', 'download']) {
      await setDataset(dataset, level, true);
      seen[level] = [await dataAccess(db(), null, dataset), await dataAccess(db(), null, dataset, resource)];
    }
    expect(seen).toEqual({
      private: ['none', 'none'],
      search: ['search', 'search'],
      consultation: ['consultation', 'consultation'],
      download: ['download', 'download'],
    });
  });

  test('an unpublished dataset is nobody’s but its editors’; publish null counts as published', async () => {
    const { dataset, resource } = await datasetWithResource();
    await setDataset(dataset, 'download', false);
    expect(await dataAccess(db(), null, dataset, resource)).toBe('none');
    expect(await dataAccess(db(), await user('visiteur'), dataset, resource)).toBe('none');
    expect(await dataAccess(db(), await user('producteur'), dataset, resource)).toBe('download');
    expect(await dataAccess(db(), await user('admin'), dataset, resource)).toBe('download');
    await setDataset(dataset, 'download', null);
    expect(await dataAccess(db(), null, dataset, resource)).toBe('download');
  });

  test('a special level given to one of the person’s groups raises theirs, never anonymous access', async () => {
    const { dataset, resource } = await datasetWithResource();
    await setDataset(dataset, 'search', true);
    const visiteur = await user('visiteur');
    // A member of the owning organisation without a role has the default level only.
    expect(await dataAccess(db(), visiteur, dataset, resource)).toBe('search');
    const group = await kit.f.group('user-group');
    await db().query(
      "insert into dataset_permission (dataset_id, usergroup_id, level) values ($1, $2, 'download')",
      [dataset, group],
    );
    expect(await dataAccess(db(), await user('visiteur'), dataset, resource)).toBe('download');
    expect(await dataAccess(db(), null, dataset, resource)).toBe('search');
  });

  test('a resource the dataset does not link, links unpublished, or that is hidden is none for all but editors', async () => {
    const { dataset, resource } = await datasetWithResource();
    const other = await datasetWithResource();
    await setDataset(dataset, 'download', true);
    expect(await dataAccess(db(), await user('admin'), dataset, other.resource)).toBe('none');
    await db().query('update resource_dataset set published = false where resource_id = $1', [resource]);
    expect(await dataAccess(db(), null, dataset, resource)).toBe('none');
    expect(await dataAccess(db(), await user('producteur'), dataset, resource)).toBe('download');
    await db().query('update resource_dataset set published = true where resource_id = $1', [resource]);
    await db().query('update resource set hidden = true where id = $1', [resource]);
    expect(await dataAccess(db(), null, dataset, resource)).toBe('none');
    expect(await dataAccess(db(), null, dataset)).toBe('download');
  });

  test('a dataset that does not exist is none', async () => {
    expect(await dataAccess(db(), await user('admin'), 2_000_000_000)).toBe('none');
  });
});
