import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StyleSaveError, StyleSaveStep } from '../../../machines/styleSave.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';

const stepMessages: Record<StyleSaveStep, MessageDescriptor> = {
  createStyle: msg`The style could not be created.`,
  saveConfig: msg`The configuration of the style could not be saved.`,
  fetchScenarios: msg`The scenarios of the style could not be fetched.`,
  runScenario: msg`The style could not be applied to the layer.`,
};

export type StyleSaveFailure = { title: string | null; lines: string[]; fieldErrors: ServerFieldErrors };

/** What the person is told when a style save fails: the step, or section 8's 'No scenario found'. */
export function styleSaveFailure(i18n: I18n, error: StyleSaveError): StyleSaveFailure {
  if (error.code === 'noScenario')
    return { title: null, lines: [i18n._(msg`No scenario found`)], fieldErrors: {} };
  const step = i18n._(stepMessages[error.step]);
  const apiError = apiErrorFromThrown(error.cause);
  // The SLD travels as the run's `data.sld`; the server may name it either way.
  const fieldErrors = apiErrorToFormErrors(apiError, {
    fieldOf: (field) => (field === 'data' ? 'sld' : field),
  });
  if (fieldErrors) return { title: null, lines: [step], fieldErrors };
  const toast = apiErrorToast(apiError, i18n);
  return { title: toast?.title ?? null, lines: [step, ...(toast?.lines ?? [])], fieldErrors: {} };
}
