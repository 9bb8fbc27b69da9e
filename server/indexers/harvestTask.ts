import type { Queryable } from '../db/database.ts';
import type { QueuedTask, TaskQueue } from '../tasks/taskQueue.ts';

/** Queues a run of an indexer (a task of class `remoteapiindex`, action `harvest`). */
export async function enqueueHarvest(
  queue: TaskQueue,
  db: Queryable,
  indexerId: number,
  createdBy: number | null,
  origin: 'manual' | 'schedule',
): Promise<QueuedTask> {
  const [indexer] = await db.query<{ id: number; name: string; usergroup_id: number; command: string }>(
    'select id, name, usergroup_id, command from remote_api_index where id = $1',
    [indexerId],
  );
  if (!indexer) throw new Error(`No indexer ${indexerId}`);
  return queue.enqueue({
    action: 'harvest',
    objectClass: 'remoteapiindex',
    objectId: indexer.id,
    objectDisplay: indexer.name,
    targetClass: 'usergroup',
    targetId: indexer.usergroup_id,
    targetDisplay: null,
    usergroupId: indexer.usergroup_id,
    createdBy,
    kwargs: { command: indexer.command, origin },
  });
}
