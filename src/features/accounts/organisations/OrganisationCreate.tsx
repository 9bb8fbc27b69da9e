import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../ui/Page';
import { useGroupRights } from '../groups/useGroupRights';
import { OrganisationForm } from './OrganisationForm';
import { newOrganisationFormValues } from './organisationForm';
import { useOrganisationFormOptions } from './useOrganisationFormOptions';
import { useOrganisationSave } from './useOrganisationSave';

/** Creating an organisation (superusers); once created, the person lands on its page. */
export function OrganisationCreate() {
  const { t } = useLingui();
  const { superuser } = useGroupRights(null);
  const options = useOrganisationFormOptions();
  const { create } = useOrganisationSave();
  return (
    <Page title={t`New organisation`}>
      <OrganisationForm
        initialValues={newOrganisationFormValues}
        options={options}
        superuser={superuser}
        submitLabel={t`Create the organisation`}
        onSubmit={create}
      />
    </Page>
  );
}
