import { fromPromise } from 'xstate';
import type { FileRef } from './fileRef.ts';
import ftpCreationMachine, { type FtpCreationError, missingScenarioError } from './ftpCreation.machine.ts';
import type { ScenarioAction } from './scenarioAction.ts';
import scenarioLaunchMachine, { type ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * What the two resource save flows share: the resource's types, the form's submission, the errors,
 * the rules of what may be created or modified, and the placeholders of the actors both invoke. The
 * flows themselves are resourceCreation.machine.ts (with its roll-back) and
 * resourceModification.machine.ts (nothing to undo): they fork at the first request and never meet
 * again, so each is a machine of its own (docs/decisions/0010-machine-split.md).
 */

export type ResourceType = 1 | 2;
export const MAIN_RESOURCE: ResourceType = 1;
export const ANNEX_RESOURCE: ResourceType = 2;

/** The type-specific record of a resource, named by its collection (as src/api's ResourceKind). */
export type ResourceKind =
  | 'file-upload'
  | 'file-download'
  | 'href'
  | 'ftp'
  | 'datastores'
  | 'geoserver-mirrors';

/** What a new resource can be (spec section 6): database tables and file downloads are only modified. */
export const CREATION_KINDS: { readonly [type in ResourceType]: readonly ResourceKind[] } = {
  1: ['file-upload', 'ftp', 'href', 'geoserver-mirrors'],
  2: ['file-upload', 'ftp', 'href'],
};

/** The resource form's fields (ResourceInput without its type, which the input gives). */
export interface ResourceFields {
  readonly display_name: string;
  readonly codename?: string;
  readonly dataformat_id?: number | null;
  readonly description?: string | null;
  readonly last_update?: string | null;
  readonly hidden?: boolean;
  readonly geographic_layer_label?: string | null;
  readonly geographic_layer_name?: string | null;
  readonly column_x?: string | null;
  readonly column_y?: string | null;
  readonly crs?: string | null;
  readonly data_schema?: {
    readonly identifier: string;
    readonly version: string;
    readonly format: string;
  } | null;
}

export type MapServerLayerType = 'layer' | 'layergroup';

/** The kind-specific part of the form. */
export type KindSubmission =
  /** `file` is required for a new resource; for a modification, a new file is uploaded again. */
  | { readonly kind: 'file-upload'; readonly dataformatId: number | null; readonly file: FileRef | null }
  | { readonly kind: 'href' | 'file-download'; readonly dataformatId: number | null; readonly href: string }
  | {
      readonly kind: 'geoserver-mirrors';
      readonly dataformatId: number | null;
      readonly workspace: string;
      readonly layer: string;
      readonly layerType: MapServerLayerType;
    }
  /** `filePath` is required for a new resource; for a modification, a new file is published. */
  | {
      readonly kind: 'ftp';
      readonly dataformatId: number | null;
      readonly filePath: string | null;
      readonly hasFtpAccess: boolean;
    }
  /** A table of the datastore (GET databases, then its tables). */
  | {
      readonly kind: 'datastores';
      readonly dataformatId: number | null;
      readonly table: DatastoreTableChoice;
    };

/** A table of a datastore database, as the record names it. */
export interface DatastoreTableChoice {
  readonly database: string;
  readonly schemaName: string;
  readonly tableName: string;
}

/** A record that POST/PUT/PATCH of its collection can save (sFTP goes through its own flow). */
export type SavedRecord = Extract<
  KindSubmission,
  { kind: 'file-upload' | 'href' | 'file-download' | 'geoserver-mirrors' | 'datastores' }
>;

export interface ResourceSubmission {
  readonly fields: ResourceFields;
  readonly record: KindSubmission;
}

export interface ExistingResource {
  readonly resourceId: number;
  readonly kind: ResourceKind;
  /** Id of the type-specific record (the resource's `kind_id`). */
  readonly kindId: number;
}

export interface KindRecord {
  readonly kind: ResourceKind;
  readonly id: number;
}

export type ResourceSaveStep =
  | 'createResource'
  | 'linkResource'
  | 'createKindRecord'
  | 'uploadFile'
  | 'updateResource'
  | 'updateKindRecord'
  | 'createFtp'
  | 'fetchScenarios'
  | 'runScenario';

export type ResourceSaveError =
  | { readonly code: 'requestFailed'; readonly step: ResourceSaveStep; readonly cause: unknown }
  /** The scenario choice closed without a choice. */
  | { readonly code: 'cancelled' }
  /** The codes of the sFTP flow, `noCreationScenario` and `noUpdateScenario` included. */
  | FtpCreationError;

export type ResourceSaveEvent =
  /** The resource form was submitted. */
  | ({ type: 'resource.submitted' } & ResourceSubmission)
  /** The upload reports its progress in percent. */
  | { type: 'upload.progressed'; percent: number };

/** The record whose scenario the `scenarioLaunch` child fetches and runs, on the resource as target. */
export type ResourceScenarioTarget = {
  readonly resourceId: number;
  readonly kind: ResourceKind;
  readonly kindId: number;
};

/** The save's error for a scenario launch that did not launch (the person picks among `action`'s). */
export function launchError(output: ScenarioLaunchOutput, action: ScenarioAction): ResourceSaveError | null {
  switch (output.outcome) {
    case 'noScenario':
      return missingScenarioError(action);
    case 'failed':
      return { code: 'requestFailed', step: output.step, cause: output.cause };
    case 'cancelled':
      return { code: 'cancelled' };
    default:
      return null;
  }
}

/** The children the resource machines invoke, by id: the inspector and the dialog see them as such. */
export type ResourceSaveChildren = { launchScenario: 'launchScenario'; createFtp: 'createFtp' };

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Whether a new resource of this type may be created from this form. */
export function canCreateRecord(type: ResourceType, isSuperuser: boolean, record: KindSubmission): boolean {
  if (!CREATION_KINDS[type].includes(record.kind)) return false;
  if (record.kind === 'file-upload') return record.file !== null;
  // Without access there is no file to choose: the save then asks for the access (decision 0032).
  if (record.kind === 'ftp') return isSuperuser && (record.filePath !== null || !record.hasFtpAccess);
  return true;
}

/** Whether an existing resource may be modified with this form. */
export function canUpdateRecord(
  existing: ExistingResource,
  isSuperuser: boolean,
  record: KindSubmission,
): boolean {
  if (record.kind !== existing.kind) return false;
  return record.kind !== 'ftp' || isSuperuser;
}

export interface ResourceCreationInput {
  readonly datasetId: number;
  /** The dataset's organisation: the new resource is created for it, and an sFTP resource uses its space. */
  readonly usergroupId: number;
  readonly type: ResourceType;
  readonly isSuperuser: boolean;
}

export interface ResourceCreationContext extends ResourceCreationInput {
  readonly submission: ResourceSubmission | null;
  /** The resource created by this flow, until it is deleted after a failure. */
  readonly resourceId: number | null;
  /** The link created between the new resource and the dataset. */
  readonly linkId: number | null;
  readonly kindRecord: KindRecord | null;
  /** Upload progress, 0 to 100. */
  readonly progress: number;
  readonly error: ResourceSaveError | null;
  /** A created resource that could not be deleted after a failure. */
  readonly leftover: { readonly resourceId: number; readonly cause: unknown } | null;
}

export interface ResourceModificationInput {
  readonly datasetId: number;
  /** The dataset's organisation: an sFTP resource uses its space. */
  readonly usergroupId: number;
  readonly type: ResourceType;
  readonly isSuperuser: boolean;
  /** The resource being modified, with its kind and record. */
  readonly existing: ExistingResource;
}

export interface ResourceModificationContext extends ResourceModificationInput {
  readonly submission: ResourceSubmission | null;
  /** Upload progress, 0 to 100. */
  readonly progress: number;
  readonly error: ResourceSaveError | null;
}

/**
 * The actors both flows invoke after their first request, as typed placeholders that throw (src/flows
 * provides the real ones). Each machine's `setup()` lists them by name beside its own.
 */
export const resourceSaveActors = {
  /**
   * PUT file-upload/{id}/ with the file. The real actor sends `upload.progressed` to its parent
   * machine as the upload goes, and passes `signal` so that leaving the state aborts the upload.
   */
  uploadFile: fromPromise<unknown, { fileUploadId: number; file: FileRef }>(async () => {
    throw new Error('uploadFile not provided');
  }),
  /** The sFTP flow (ftpCreation.machine.ts), invoked as a child with the resource and the chosen file. */
  createFtp: ftpCreationMachine,
  /** Fetches the record's scenarios, lets the person pick one and runs it (scenarioLaunch.machine.ts). */
  launchScenario: scenarioLaunchMachine,
};

/** The sFTP file of a submission, or null when the submission is not an sFTP one. */
export function ftpRecordOf(submission: ResourceSubmission | null) {
  const record = submission?.record ?? null;
  return record?.kind === 'ftp' ? record : null;
}

/** The file of a file-upload submission, or null. */
export function uploadedFileOf(submission: ResourceSubmission | null): FileRef | null {
  const record = submission?.record ?? null;
  return record?.kind === 'file-upload' ? record.file : null;
}

/** The placeholders of the requests only a creation makes. */
export const resourceCreationActors = {
  /** POST resources/ with the fields, the type and the dataset's organisation (`usergroup_id`). */
  createResource: fromPromise<
    { id: number },
    { fields: ResourceFields; type: ResourceType; usergroupId: number }
  >(async () => {
    throw new Error('createResource not provided');
  }),
  /** POST resource-dataset/ (resource_id, dataset_id, type, publish). */
  linkResource: fromPromise<{ id: number }, { resourceId: number; datasetId: number; type: ResourceType }>(
    async () => {
      throw new Error('linkResource not provided');
    },
  ),
  /** POST file-upload/, href/, file-download/, geoserver/mirrors/ or datastores/ for the resource. */
  createKindRecord: fromPromise<{ id: number }, { resourceId: number; record: SavedRecord }>(async () => {
    throw new Error('createKindRecord not provided');
  }),
  /** DELETE resources/{id}/: removes a resource whose creation failed, with its link and record. */
  deleteResource: fromPromise<unknown, { resourceId: number }>(async () => {
    throw new Error('deleteResource not provided');
  }),
};

/**
 * What both flows ask the application to carry out: named no-op actions that src/flows provides (the
 * global progress modal, the refresh of the dataset's resource views).
 */
export const resourceSaveNotices = {
  /** Opens the global progress modal at 0; src/flows provides it. */
  progressStarted: () => {},
  /** Moves the global progress modal's bar; it closes itself at 100. */
  progressUpdated: (_: unknown, _params: { value: number }) => {},
  /** Closes the global progress modal and brings it back to 0. */
  progressReset: () => {},
  /** The dataset's resources changed (or may have): src/flows refreshes their queries. */
  refreshResourceViews: (_: unknown, _params: { resourceId: number | null }) => {},
};
