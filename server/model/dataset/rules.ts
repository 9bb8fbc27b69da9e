import { MAX_DESCRIPTION_DEPTH, nestingDepth } from '../../../contract/datasetBounds.ts';
import { sanitiseDescription } from '../../../contract/sanitiseRichText.ts';
import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import { sanitiseDescriptionOffThread } from '../../data/sanitiserPool.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { checkExists, checkReferences } from '../common.ts';
import { canViewDataset, type DatasetRow } from './datasets.ts';

/** A creation or a full save (PUT): the contract's DatasetInput. */
export type DatasetInput = components['schemas']['DatasetInput'];
/** The fields a save changes: any subset of the writable ones (PATCH, or a PUT with its defaults). */
export type DatasetChanges = components['schemas']['DatasetPatchInput'];

/**
 * Stores the description clean whoever sends it (the form, another client, a save without editing):
 * rich text keeps only the advanced editor's markup (contract/sanitiseRichText.ts, the policy the
 * browser applies too), plain text is kept as it is. An empty description is the API's default
 * (issue 25: other clients may send none); requiring one is the form's rule.
 */
export function cleanDescription(input: { description?: string }): void {
  if (input.description === undefined) return;
  input.description = sanitiseDescription(input.description);
}

/**
 * cleanDescription as the saves run it: the sanitiser in a worker thread with a time budget
 * (server/data/sanitiserPool.ts), so that no description holds the event loop (audit H4).
 */
export async function cleanDescriptionOffThread(
  locale: string,
  input: { description?: string },
): Promise<void> {
  if (input.description === undefined) return;
  input.description = (await sanitiseDescriptionOffThread(input.description, locale)).description;
}

/**
 * Refuses a description whose elements nest deeper than the form allows, before anything parses it:
 * the sanitiser's work grows with the depth (80,000 nested quotes took it 6 to 12 s, security audit
 * H4), and no editor writes more than a few levels. One pass over the tags (contract/datasetBounds.ts,
 * which the form runs too); the contract has bounded the length already.
 */
export function checkDescriptionDepth(locale: string, input: { description?: string }): void {
  if (input.description === undefined) return;
  if (nestingDepth(input.description) <= MAX_DESCRIPTION_DEPTH) return;
  throw new HttpError(400, {
    description: [
      say(locale, {
        fr: `La description imbrique des éléments sur plus de ${MAX_DESCRIPTION_DEPTH} niveaux : simplifiez sa mise en forme.`,
        en: `The description nests elements more than ${MAX_DESCRIPTION_DEPTH} levels deep: simplify its formatting.`,
        it: `La descrizione contiene elementi annidati su più di ${MAX_DESCRIPTION_DEPTH} livelli: semplificarne la formattazione.`,
      }),
    ],
  });
}

/** Checks the references and business rules of a dataset body; `id` is null on creation. */
export async function checkDatasetInput(
  db: Queryable,
  user: CurrentUser,
  input: DatasetChanges,
  id: number | null,
  current: DatasetRow | null,
): Promise<void> {
  await checkReferences(db, 'category', 'categories', input.categories);
  await checkReferences(db, 'topic', 'topics', input.topics);
  await checkReferences(db, 'kind', 'kinds', input.kinds);
  await checkReferences(db, 'restriction', 'restrictions', input.restrictions);
  await checkReferences(db, 'license', 'license', input.license);
  await checkReferences(db, 'granularity', 'granularity', input.granularity);
  await checkReferences(db, 'update_frequency', 'update_frequency', input.update_frequency);
  await checkReferences(db, 'record_type', 'record_type', input.record_type);
  if (input.usergroup !== undefined) {
    await checkExists(db, 'usergroup', 'usergroup', input.usergroup);
    if (!canManageGroup(user, input.usergroup)) {
      throw new HttpError(403, { detail: 'You may not publish datasets for this group.' });
    }
  }
  if (input.parent != null) await checkParent(db, user, input.parent, id, current);
  checkBounds(input.bounds);
  await checkCoverage(db, input, id, current);
}

/**
 * The parent must be one the author sees; an unseen one answers as an unknown one, so that the
 * answer tells nothing of which ids exist. The parent a dataset already has is kept even if it has
 * become unseen since (saving the form again changes nothing).
 */
async function checkParent(
  db: Queryable,
  user: CurrentUser,
  parent: number,
  id: number | null,
  current: DatasetRow | null,
): Promise<void> {
  if (parent !== current?.parent_id && !(await canViewDataset(db, user, parent))) {
    throw new HttpError(400, { parent: [`Invalid pk "${parent}" - object does not exist.`] });
  }
  if (id === null) return;
  const cycle = await db.query(
    `with recursive up(id) as (select $1::int union select d.parent_id from dataset d join up on d.id = up.id where d.parent_id is not null)
     select 1 from up where id = $2`,
    [parent, id],
  );
  if (cycle.length > 0) throw new HttpError(400, { parent: ['A dataset cannot be its own ancestor.'] });
}

/**
 * Bounds are a WGS 84 box (contract, DatasetBounds): four finite numbers, longitudes within ±180,
 * latitudes within ±90, west ≤ east and south ≤ north (a box across the antimeridian is not kept:
 * no reader of the platform draws one).
 */
export function checkBounds(bounds: readonly number[] | null | undefined): void {
  if (bounds === null || bounds === undefined) return;
  const [west, south, east, north] = bounds;
  const valid =
    bounds.length === 4 &&
    bounds.every((value) => Number.isFinite(value)) &&
    west !== undefined &&
    south !== undefined &&
    east !== undefined &&
    north !== undefined &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    west <= east &&
    south <= north;
  if (!valid) {
    throw new HttpError(400, {
      bounds: [
        'Bounds are [west, south, east, north] in degrees: longitudes within ±180, latitudes within ±90, west not beyond east, south not beyond north.',
      ],
    });
  }
}

/**
 * The coverage chosen must be computable: the organisation's jurisdiction, a geographic resource, or
 * the bounds a harvest kept from the record (issue 45).
 */
async function checkCoverage(
  db: Queryable,
  input: DatasetChanges,
  id: number | null,
  current: DatasetRow | null,
): Promise<void> {
  const coverage =
    input.geographical_coverage !== undefined ? input.geographical_coverage : current?.geographical_coverage;
  const usergroup = input.usergroup ?? current?.usergroup_id;
  if (
    coverage === 'organisation' &&
    (input.geographical_coverage !== undefined || input.usergroup !== undefined)
  ) {
    const [group] = await db.query<{ jurisdiction_id: number | null }>(
      'select jurisdiction_id from usergroup where id = $1',
      [usergroup],
    );
    if (!group?.jurisdiction_id) {
      throw new HttpError(400, {
        code: 'no_jurisdiction',
        geographical_coverage: [
          'The organisation has no jurisdiction: its territory cannot be the coverage.',
        ],
      });
    }
  }
  const bounds = input.bounds !== undefined ? input.bounds : current?.bounds;
  if (coverage === 'record' && (input.geographical_coverage !== undefined || input.bounds !== undefined)) {
    if (!bounds) {
      throw new HttpError(400, {
        code: 'no_bounds',
        geographical_coverage: [
          'The dataset has no bounds: the coverage cannot be the extent of its record.',
        ],
      });
    }
  }
  if (coverage === 'data' && input.geographical_coverage !== undefined) {
    const layers = id
      ? await db.query(
          'select 1 from resource_dataset rd join geographic_layer gl on gl.resource_id = rd.resource_id where rd.dataset_id = $1',
          [id],
        )
      : [];
    if (layers.length === 0) {
      throw new HttpError(400, {
        code: 'no_geo_resource',
        geographical_coverage: [
          'The dataset has no geographic resource: the coverage cannot be calculated on the data.',
        ],
      });
    }
  }
}
