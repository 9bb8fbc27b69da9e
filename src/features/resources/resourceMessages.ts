import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FtpStep } from '../../../machines/ftpCreation.machine';
import type {
  ResourceKind,
  ResourceSaveError,
  ResourceSaveStep,
} from '../../../machines/resourceSaveVocabulary';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';

/** The kinds of resources as people name them (specification sections 1 and 3). */
export const kindLabels: Record<ResourceKind, MessageDescriptor> = {
  'file-upload': msg`File upload`,
  ftp: msg`sFTP`,
  href: msg`URL reference`,
  'file-download': msg`File download`,
  datastores: msg`Database table`,
  'geoserver-mirrors': msg`Map-server layer`,
};

/** How a save ended well: its scenario was launched. */
export type ResourceSaveOutcome = 'creationLaunched' | 'updateLaunched';

/** Section 8's resource launch messages, word for word. */
export const outcomeMessages: Record<ResourceSaveOutcome, MessageDescriptor> = {
  creationLaunched: msg`creation launched successfully`,
  updateLaunched: msg`update launched successfully`,
};

/**
 * The launch's toast: section 8's words, under a title naming the resource they speak of (a bare
 * "creation launched successfully" names nothing, audit U6), so a screen reader says both.
 */
export function launchToast(i18n: I18n, outcome: ResourceSaveOutcome, name: string) {
  return { title: i18n._(msg`Resource “${name}”`), lines: [i18n._(outcomeMessages[outcome])] };
}

const stepMessages: Record<ResourceSaveStep | FtpStep, MessageDescriptor> = {
  createResource: msg`The resource could not be created.`,
  linkResource: msg`The resource could not be linked to the dataset.`,
  createKindRecord: msg`The data of the resource could not be saved.`,
  uploadFile: msg`The file could not be sent.`,
  updateResource: msg`The resource could not be saved.`,
  updateKindRecord: msg`The data of the resource could not be saved.`,
  createFtp: msg`The sFTP file could not be published.`,
  requestAccess: msg`The sFTP access could not be requested.`,
  createFtpRecord: msg`The sFTP file could not be published.`,
  fetchScenarios: msg`The scenarios of the resource could not be fetched.`,
  runScenario: msg`The scenario could not be launched.`,
};

/** Names the server gives fields of the type-specific records, as the form names them. */
const formFieldOf: Record<string, string> = {
  file_path: 'ftp_path',
  data_schema: 'data_schema_identifier',
  // A database-table record names its table in two fields; the form chooses them as one.
  schema_name: 'table',
  table_name: 'table',
};

export type ResourceSaveFailure = {
  title: string | null;
  lines: string[];
  /** Field messages of a refused request, to show on the form's fields. */
  fieldErrors: ServerFieldErrors;
};

function requestFailure(i18n: I18n, step: ResourceSaveStep | FtpStep, cause: unknown): ResourceSaveFailure {
  const error = apiErrorFromThrown(cause);
  const stepLine = i18n._(stepMessages[step]);
  const fieldErrors = apiErrorToFormErrors(error, { fieldOf: (field) => formFieldOf[field] ?? field });
  if (fieldErrors) return { title: null, lines: [stepLine], fieldErrors };
  const toast = apiErrorToast(error, i18n);
  return { title: toast?.title ?? null, lines: [stepLine, ...(toast?.lines ?? [])], fieldErrors: {} };
}

/** The end of a failed save, from either machine's context (only a creation can leave a resource behind). */
export type FailedSave = {
  readonly error: ResourceSaveError | null;
  readonly leftover?: { readonly resourceId: number; readonly cause: unknown } | null;
};

/** What the person is told when a save ends in `editing.failed`; null when there is nothing to say. */
export function resourceSaveFailure(
  i18n: I18n,
  { error, leftover }: FailedSave,
  creating: boolean,
): ResourceSaveFailure | null {
  if (!error) return null;
  let failure: ResourceSaveFailure;
  switch (error.code) {
    case 'requestFailed':
      failure = requestFailure(i18n, error.step, error.cause);
      break;
    case 'noCreationScenario':
      failure = {
        title: null,
        lines: [i18n._(msg`No creation scenario found. Unable to create resource`)],
        fieldErrors: {},
      };
      break;
    case 'noUpdateScenario':
      failure = {
        title: null,
        lines: [i18n._(msg`No update scenario found. Unable to update resource`)],
        fieldErrors: {},
      };
      break;
    case 'cancelled':
      failure = {
        title: null,
        lines: [
          creating
            ? i18n._(msg`No scenario was chosen: the resource was not created.`)
            : i18n._(msg`No scenario was chosen: the update was not launched.`),
        ],
        fieldErrors: {},
      };
      break;
    case 'noFileChosen':
      failure = {
        title: null,
        lines: [i18n._(msg`The sFTP access is granted: choose the file to publish.`)],
        fieldErrors: {},
      };
      break;
    case 'accessNotGranted':
      failure = {
        title: null,
        lines: [
          error.status === 'refused'
            ? i18n._(msg`The sFTP access of this organisation was refused.`)
            : i18n._(msg`The sFTP access was requested; the file can be published once it is granted.`),
        ],
        fieldErrors: {},
      };
      break;
  }
  if (leftover) {
    failure.lines.push(i18n._(msg`The resource created before the failure could not be deleted.`));
  }
  return failure;
}
