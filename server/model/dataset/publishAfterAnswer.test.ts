import { describe, expect, test } from 'vitest';
import { loadCurrentUser } from '../../auth/session.ts';
import { startKit } from '../attention/testing/testKit.ts';
import { createDataset, datasetToSave, saveDataset } from './save.ts';

// A `publish` sent with a save queues the publication task; the save's answer must show the dataset
// as that request stored it (unpublished until the task has run). The task is therefore started only
// when the caller says so, after reading its answer: started inside the save, a fast worker ran it
// before the answer was read (seen on PostgreSQL, tests/contract/datasetShapes.test.ts).

const kit = startKit();

async function services() {
  const { db, taskQueue } = kit.server.app;
  const started: number[] = [];
  const admin = await loadCurrentUser(db, kit.f.ids.users.admin ?? 0);
  if (!admin) throw new Error('no admin');
  return { db, started, admin, queue: { ...taskQueue, notify: (task: number) => void started.push(task) } };
}

const publishOf = async (id: number) =>
  (
    await kit.server.app.db.query<{ publish: boolean | null }>('select publish from dataset where id = $1', [
      id,
    ])
  )[0]?.publish;

describe('a save that queues its publication', () => {
  test('a creation with publish true starts its task only when the caller says, the flag still false', async () => {
    const { db, started, admin, queue } = await services();
    const body = { display_name: 'Publié après la réponse', usergroup: kit.f.ids.cacl, publish: true };
    const saved = await createDataset({ db, taskQueue: queue }, admin, 'fr', body);
    expect(started).toEqual([]);
    expect(await publishOf(saved.id)).toBe(false);
    saved.startQueued();
    expect(started).toHaveLength(1);
  });

  test('a save changing publish starts its task only when the caller says', async () => {
    const { db, started, admin, queue } = await services();
    const body = { display_name: 'Dépublié après la réponse', usergroup: kit.f.ids.cacl };
    const { id } = await createDataset({ db, taskQueue: queue }, admin, 'fr', body);
    const current = await datasetToSave(db, admin, id, undefined);
    const startQueued = await saveDataset(
      { db, taskQueue: queue },
      admin,
      current,
      { publish: false },
      {
        replace: false,
        ifMatch: undefined,
        locale: 'fr',
      },
    );
    expect(started).toEqual([]);
    startQueued();
    expect(started).toHaveLength(1);
  });
});
