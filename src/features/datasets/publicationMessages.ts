import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublicationError, PublicationRequest } from '../../../machines/datasetPublication.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';

/** The success message of a publication change, naming the dataset. */
export function publicationSuccess(i18n: I18n, request: PublicationRequest | null, name: string): string {
  switch (request?.operation) {
    case 'unpublish':
      return i18n._(msg`Unpublication of the dataset ${name} launched successfully`);
    default:
      return i18n._(msg`Publication of the dataset ${name} launched successfully`);
  }
}

/** The error lines of a failed publication change. */
export function publicationFailure(
  i18n: I18n,
  error: PublicationError,
): { title: string | null; lines: string[] } | null {
  if (error.code === 'noScenario') {
    return {
      title: i18n._(msg`No scenario found`),
      lines: [i18n._(msg`No dataset publication scenario found`)],
    };
  }
  return apiErrorToast(apiErrorFromThrown(error.cause), i18n);
}
