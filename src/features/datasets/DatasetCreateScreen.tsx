import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ApiRequestError, apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';
import { Page } from '../../ui/Page';
import { creationNotices } from './creationMessages';
import { DatasetForm, type DatasetSubmission } from './form/DatasetForm';
import { datasetInputOfForm, emptyDatasetForm } from './form/datasetFormSchema';
import { useDatasetCreation } from './useDatasetCreation';

/** The add-dataset screen: the form, then the creation flow (dataset, thumbnail, index). */
export function DatasetCreateScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const createWith = useDatasetCreation();

  async function create({ values, thumbnail }: DatasetSubmission) {
    const input = datasetInputOfForm(values);
    const result = await createWith(input, thumbnail.file);
    if (!result.created) {
      const error = apiErrorFromThrown(result.cause);
      const toast = apiErrorToast(error, i18n);
      if (toast) notify('error', toast.lines, toast.title);
      return result.cause instanceof ApiRequestError ? apiErrorToFormErrors(error) : null;
    }
    const { output } = result;
    if (output.datasetId !== null) {
      await navigate({
        to: '/$locale/data/datasets/$id/',
        params: { locale: i18n.locale, id: output.datasetId },
      });
    }
    const notices = creationNotices(i18n, output, input.display_name);
    notify('success', [notices.success]);
    if (notices.warnings.length > 0) notify('error', notices.warnings);
    return null;
  }

  return (
    <Page title={t`New dataset`}>
      <DatasetForm dataset={null} initialValues={emptyDatasetForm} onSubmit={create} />
    </Page>
  );
}
