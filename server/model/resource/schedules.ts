import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkExists, checkReferences, one } from '../common.ts';
import type { EditableRecord } from './kinds.ts';
import { type ResourceRow, writableResource } from './resources.ts';

// Automatic updates of a resource: one update scenario run at the frequency of a scheduler.

type Schemas = components['schemas'];
type Frequency = Schemas['ScenarioExecutionFrequency'];

const FREQUENCY_COLUMNS = 'id, resource_id, scheduler, scenario_id';

const frequencyById = (db: Queryable, id: number) =>
  one<Frequency>(db, `select ${FREQUENCY_COLUMNS} from scenario_execution_frequency where id = $1`, [id]);

async function checkUpdateScenario(db: Queryable, resource: ResourceRow, scenarioId: number): Promise<void> {
  const rows = await db.query('select 1 from scenario where id = $1 and object_kind = $2 and action = $3', [
    scenarioId,
    resource.kind ?? '',
    'update',
  ]);
  if (rows.length === 0) {
    throw new HttpError(400, {
      scenario_id: ['This is not an update scenario of the resource’s type-specific record.'],
    });
  }
}

export async function createFrequency(
  db: Queryable,
  user: CurrentUser,
  input: Schemas['ScenarioExecutionFrequencyInput'],
): Promise<Frequency> {
  await checkExists(db, 'resource', 'resource_id', input.resource_id);
  const resource = await writableResource(db, user, input.resource_id);
  await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
  await checkUpdateScenario(db, resource, input.scenario_id);
  const existing = await db.query('select 1 from scenario_execution_frequency where resource_id = $1', [
    resource.id,
  ]);
  if (existing.length > 0)
    throw new HttpError(400, { resource_id: ['The resource already has an automatic update.'] });
  const [row] = await db.query<Frequency>(
    `insert into scenario_execution_frequency (resource_id, scheduler, scenario_id) values ($1, $2, $3) returning ${FREQUENCY_COLUMNS}`,
    [resource.id, input.scheduler, input.scenario_id],
  );
  if (!row) throw new Error('Automatic update not created');
  return row;
}

/** An automatic update the user may change (404, 403). */
export async function editableFrequency(
  db: Queryable,
  user: CurrentUser,
  id: number,
): Promise<EditableRecord<Frequency>> {
  const record = await frequencyById(db, id);
  return { record, resource: await writableResource(db, user, record.resource_id) };
}

/** Changes what is sent; a new scheduler restarts the count to the next run. */
export async function changeFrequency(
  db: Queryable,
  { record: current, resource }: EditableRecord<Frequency>,
  input: Schemas['ScenarioExecutionFrequencyPatchInput'],
): Promise<Frequency> {
  if (input.scheduler !== undefined) await checkReferences(db, 'scheduler', 'scheduler', input.scheduler);
  if (input.scenario_id !== undefined) await checkUpdateScenario(db, resource, input.scenario_id);
  await db.query(
    `update scenario_execution_frequency set scheduler = coalesce($1, scheduler), scenario_id = coalesce($2, scenario_id),
       next_run_at = case when $1::int is null or $1::int = scheduler then next_run_at end where id = $3`,
    [input.scheduler ?? null, input.scenario_id ?? null, current.id],
  );
  return frequencyById(db, current.id);
}

export async function deleteFrequency(db: Queryable, frequency: Frequency): Promise<void> {
  await db.query('delete from scenario_execution_frequency where id = $1', [frequency.id]);
}
