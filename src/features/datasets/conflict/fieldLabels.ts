import type { I18n, MessageDescriptor } from '@lingui/core';
import { DATASET_FORM_FIELD_LABELS } from '../../../domain/datasetChanges/fieldLabels';
import type { FormField } from './saveConflict';

/**
 * The labels of the dataset form, to name the fields someone else changed (and those a save changed).
 * Typed by the form's values, so that a field added to the form without a label fails to compile.
 */
export const FORM_FIELD_LABELS: Readonly<Record<FormField, MessageDescriptor>> = DATASET_FORM_FIELD_LABELS;

export const fieldLabel = (i18n: I18n, field: FormField): string => i18n._(FORM_FIELD_LABELS[field]);
