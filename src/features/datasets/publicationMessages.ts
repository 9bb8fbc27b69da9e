import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PublicationError,
  PublicationRequest,
  PublicationTarget,
} from '../../../machines/datasetPublication.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';

type Kind = PublicationTarget['kind'];

/** The success message of a publication change, naming the dataset or the resource. */
export function publicationSuccess(
  i18n: I18n,
  kind: Kind,
  request: PublicationRequest | null,
  name: string,
): string {
  const unpublished = request?.operation === 'unpublish';
  if (kind === 'resourceDataset') {
    return unpublished
      ? i18n._(msg`Unpublication of the resource ${name} launched successfully`)
      : i18n._(msg`Publication of the resource ${name} launched successfully`);
  }
  return unpublished
    ? i18n._(msg`Unpublication of the dataset ${name} launched successfully`)
    : i18n._(msg`Publication of the dataset ${name} launched successfully`);
}

/** The error lines of a failed publication change: the missing scenario is named by its target. */
export function publicationFailure(
  i18n: I18n,
  kind: Kind,
  error: PublicationError,
): { title: string | null; lines: string[] } | null {
  if (error.code === 'noScenario') {
    return {
      title: i18n._(msg`No scenario found`),
      lines: [
        kind === 'resourceDataset'
          ? i18n._(msg`No resource publication scenario found`)
          : i18n._(msg`No dataset publication scenario found`),
      ],
    };
  }
  return apiErrorToast(apiErrorFromThrown(error.cause), i18n);
}
