import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { type DurationSettings, estimateOf, expectedMaxSeconds } from './durations.ts';
import { objectBusy } from './repair.ts';
import { mayRepair, repairedTask } from './rights.ts';
import { visibleTask } from './tasks.ts';

/**
 * A task's insight (issue 32, this product's extension): what it touches, what its failure or stop
 * leaves broken, how long such runs take, and what the person may do to it.
 */

type TaskInsight = components['schemas']['TaskInsight'];
type ObjectRef = components['schemas']['TaskObjectRef'];
type Effect = components['schemas']['TaskEffect'];

interface InsightRow {
  id: number;
  status: string;
  action: string;
  object_class: string;
  object_id: number;
  object_display: string;
  scenario_id: number | null;
  target_class: string | null;
  target_id: number | null;
  target_display: string | null;
  dataset_id: number | null;
  dataset_display: string | null;
  dataset_published: boolean | null;
  usergroup_id: number | null;
  start_date: Date | null;
  input_size: number | string | null;
  input_unit: 'bytes' | 'records' | null;
  checkpoints: { step: string }[];
  current_step: string | null;
  failed_step: string | null;
  rerun_of: number | null;
  rerun_by: number | null;
  acknowledged: boolean;
  stop_requested: boolean;
  resource_ids: number[];
}

const INSIGHT_SELECT = `select t.id, t.status, t.action, t.object_class, t.object_id, t.object_display, t.scenario_id,
  t.target_class, t.target_id, t.target_display, t.dataset_id, d.display_name as dataset_display, d.publish as dataset_published,
  t.usergroup_id, t.start_date, t.input_size, t.input_unit, t.checkpoints, t.timeline -> -1 ->> 'step' as current_step, t.failed_step, t.rerun_of,
  (select max(r.id) from task r where r.rerun_of = t.id) as rerun_by,
  t.acknowledged_at is not null as acknowledged, t.stop_requested_at is not null as stop_requested,
  array(select distinct x from unnest(array(select p.resource_id from processing p where p.task_id = t.id)
    || case when t.object_class = 'resource' then array[t.object_id] else array[]::int[] end
    || case when t.target_class = 'resource' then array[t.target_id] else array[]::int[] end) as x order by x)
    as resource_ids
  from task t left join dataset d on d.id = t.dataset_id where t.id = $1`;

interface Layer {
  id: number;
  name: string;
  resource_id: number;
}

const PUBLICATION_CLASSES = new Set(['dataset', 'resourcedataset']);

/** What the task works on: its object, its target, its dataset, the resources' layers, a harvest's datasets. */
async function touchedBy(
  db: Queryable,
  task: InsightRow,
  layers: Layer[],
  locale: string,
): Promise<ObjectRef[]> {
  const touched: ObjectRef[] = [];
  const add = (ref: ObjectRef) => {
    if (!touched.some((t) => t.object_class === ref.object_class && t.object_id === ref.object_id))
      touched.push(ref);
  };
  add({
    object_class: task.object_class,
    object_id: task.object_id,
    display: task.object_display,
    count: null,
  });
  if (task.target_class && task.target_id !== null) {
    add({
      object_class: task.target_class,
      object_id: task.target_id,
      display: task.target_display ?? '',
      count: null,
    });
  }
  if (task.dataset_id !== null) {
    add({
      object_class: 'dataset',
      object_id: task.dataset_id,
      display: task.dataset_display ?? '',
      count: null,
    });
  }
  for (const layer of layers) {
    add({ object_class: 'geographiclayer', object_id: layer.id, display: layer.name, count: null });
  }
  if (task.object_class === 'remoteapiindex') {
    const count = await harvestedCount(db, task.object_id);
    if (count > 0) {
      add({
        object_class: 'dataset',
        object_id: null,
        display: MESSAGES.translate(
          locale,
          `${count} ${count > 1 ? 'jeux de données moissonnés' : 'jeu de données moissonné'}`,
        ),
        count,
      });
    }
  }
  return touched;
}

async function harvestedCount(db: Queryable, indexerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from harvested_record where indexer_id = $1',
    [indexerId],
  );
  return row?.n ?? 0;
}

/**
 * What a failure or a stop of `action` leaves broken of a resource, by what the action would have
 * made (audit 2026-12-06, U9): a layer only for the actions that read data into one, the URL's state
 * for a URL check (which never makes a layer), the resource as it was for the others.
 */
function resourceEffect(action: string, layers: Layer[], resourceId: number): string {
  if (action.startsWith('href-')) {
    return 'L’URL de la ressource n’est pas vérifiée : son état affiché reste celui de la vérification précédente.';
  }
  if (!action.endsWith('geographiclayer')) {
    return 'Le traitement de la ressource n’a pas abouti : elle reste dans son état précédent.';
  }
  const layer = layers.find((l) => l.resource_id === resourceId);
  return layer
    ? `Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée ni mise à jour, la couche précédente « ${layer.name} » reste en service.`
    : 'Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée.';
}

/**
 * What a failure or a stop leaves broken, one effect per object, written in French and read in the
 * request's language (messages/tables/taskRepair.ts).
 */
async function blastRadius(
  db: Queryable,
  task: InsightRow,
  layers: Layer[],
  locale: string,
): Promise<Effect[]> {
  if (task.status !== 'FAILURE' && task.status !== 'REVOKED') return [];
  const effects: Effect[] = [];
  const say = (object_class: string, object_id: number | null, display: string, effect: string) =>
    effects.push({ object_class, object_id, display, effect: MESSAGES.translate(locale, effect) });
  if (task.object_class === 'remoteapiindex') {
    const count = await harvestedCount(db, task.object_id);
    say(
      'remoteapiindex',
      task.object_id,
      task.object_display,
      count > 1
        ? `${count} jeux de données moissonnés gardent leur version précédente ; les nouvelles fiches distantes ne sont pas importées.`
        : `${count} jeu de données moissonné garde sa version précédente ; les nouvelles fiches distantes ne sont pas importées.`,
    );
    return effects;
  }
  if (PUBLICATION_CLASSES.has(task.object_class) && task.dataset_id !== null) {
    say(
      'dataset',
      task.dataset_id,
      task.dataset_display ?? '',
      'L’entrée du catalogue n’est pas reconstruite : elle montre la version précédente du jeu de données.',
    );
    return effects;
  }
  if (task.resource_ids.length > 0) {
    const resources = await db.query<{ id: number; display_name: string }>(
      'select id, display_name from resource where id = any($1::int[]) order by id',
      [task.resource_ids],
    );
    for (const resource of resources) {
      say('resource', resource.id, resource.display_name, resourceEffect(task.action, layers, resource.id));
    }
    if (task.dataset_id !== null && task.dataset_published) {
      say(
        'dataset',
        task.dataset_id,
        task.dataset_display ?? '',
        'Le jeu de données est publié : le catalogue montre sa ressource en échec.',
      );
    }
    return effects;
  }
  say(
    task.object_class,
    task.object_id,
    task.object_display,
    'Le traitement de cet objet n’a pas abouti : il reste dans son état précédent.',
  );
  return effects;
}

/** The insight of the task `id` for `user`, seen as the task is (404, 403). */
export async function taskInsight(
  db: Queryable,
  settings: DurationSettings,
  user: CurrentUser,
  id: number,
  locale: string,
  now = new Date(),
): Promise<TaskInsight> {
  await visibleTask(db, user, id, locale);
  const [task] = await db.query<InsightRow>(INSIGHT_SELECT, [id]);
  if (!task) throw new Error(`Task ${id} vanished`);
  const layers = await db.query<Layer>(
    'select id, name, resource_id from geographic_layer where resource_id = any($1::int[]) order by id',
    [task.resource_ids],
  );
  const expected = (await expectedMaxSeconds(db, settings, [task]))(task);
  const stuck =
    task.status === 'STARTED' &&
    task.start_date !== null &&
    expected !== null &&
    now.getTime() - task.start_date.getTime() > expected * 1000;
  const finishedBadly = task.status === 'FAILURE' || task.status === 'REVOKED';
  const manages = await mayRepair(db, user, task);
  const running = task.status === 'PENDING' || task.status === 'STARTED';
  return {
    task_id: task.id,
    touched: await touchedBy(db, task, layers, locale),
    blast_radius: await blastRadius(db, task, layers, locale),
    estimate: await estimateOf(db, { ...task, start_date: task.start_date }, now),
    expected_max_seconds: expected,
    stuck_since: stuck && task.start_date ? task.start_date.toISOString() : null,
    input_size: task.input_size === null ? null : Number(task.input_size),
    input_unit: task.input_unit,
    completed_steps: task.checkpoints.map((checkpoint) => checkpoint.step),
    resumes_from: finishedBadly ? task.failed_step : null,
    current_step: running ? task.current_step : null,
    rerun_of: task.rerun_of,
    rerun_by: task.rerun_by,
    can_rerun:
      finishedBadly && manages && !(await repairedTask(db, task.id)) && !(await objectBusy(db, task)),
    can_stop: running && manages && !task.stop_requested,
    can_acknowledge: finishedBadly && manages && !task.acknowledged,
  };
}
