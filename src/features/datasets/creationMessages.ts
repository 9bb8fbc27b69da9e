import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DatasetCreationOutput } from '../../../machines/datasetCreation.machine';

/** What the person is told after a creation: success naming the dataset, then any step that failed. */
export function creationNotices(i18n: I18n, output: DatasetCreationOutput, name: string) {
  const warnings: string[] = [];
  if (output.thumbnailError) warnings.push(i18n._(msg`The thumbnail could not be saved.`));
  if (output.indexError?.code === 'noScenario')
    warnings.push(i18n._(msg`No dataset publication scenario found`));
  else if (output.indexError) warnings.push(i18n._(msg`The index of the dataset could not be built.`));
  return { success: i18n._(msg`The dataset ${name} was created`), warnings };
}
