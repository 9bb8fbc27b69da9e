import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type Organisation, organisationQuery } from '../../../api/organisations';
import { formatDateTime } from '../../../lib/formatDate';
import { Button } from '../../../ui/Button';
import { DetailScreen } from '../../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../../ui/detail/useDetailScreen';
import { Facts } from '../../../ui/Facts';
import { Page } from '../../../ui/Page';
import { UserGroupIndexers } from '../../indexers/UserGroupIndexers';
import { GroupContactsPanel } from '../contacts/GroupContactsPanel';
import { LinkedGroupsPanel } from '../groups/LinkedGroupsPanel';
import { useGroupRights } from '../groups/useGroupRights';
import { MembersPanel } from '../members/MembersPanel';
import { ConventionPanel } from './ConventionPanel';
import { OrganisationForm } from './OrganisationForm';
import { organisationFormValuesOf } from './organisationForm';
import { useOrganisationDelete } from './useOrganisationDelete';
import { useOrganisationFormOptions } from './useOrganisationFormOptions';
import { useOrganisationSave } from './useOrganisationSave';

/** An organisation's page: its form and logo, convention, spheres, members, contacts and indexers. */
export function OrganisationEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const organisation = useDetailScreen(organisationQuery(id));
  return (
    <DetailScreen
      detail={organisation}
      title={t`Organisation`}
      failure={t`The organisation could not be loaded.`}
    >
      {(loaded) => <OrganisationEditLoaded organisation={loaded} />}
    </DetailScreen>
  );
}

function OrganisationEditLoaded({ organisation }: { organisation: Organisation }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rights = useGroupRights(organisation.id);
  const options = useOrganisationFormOptions();
  const { save } = useOrganisationSave();
  const remove = useOrganisationDelete();
  const created = formatDateTime(organisation.creation_date, i18n.locale);
  const usersCount = organisation.users_count;

  return (
    <Page
      title={organisation.display_name}
      actions={
        rights.superuser ? (
          <Button
            variant="danger"
            onClick={() =>
              remove(organisation, () =>
                navigate({ to: '/$locale/accounts/organisations/', params: { locale: i18n.locale } }),
              )
            }
          >
            {t`Delete the organisation`}
          </Button>
        ) : null
      }
    >
      <Facts
        facts={[
          { term: t`Creation date`, value: created },
          { term: t`Users`, value: usersCount },
        ]}
      />
      {/* Keyed by organisation: the form starts from the saved values, and later reloads do not undo typing. */}
      <OrganisationForm
        key={organisation.id}
        initialValues={organisationFormValuesOf(organisation)}
        currentLogo={organisation.logo}
        options={options}
        superuser={rights.superuser}
        readOnly={!rights.administers}
        submitLabel={t`Save`}
        onSubmit={(values) => save(organisation, values)}
      />
      <div className="mt-10 flex flex-col gap-6">
        <ConventionPanel
          key={organisation.id}
          organisation={organisation}
          canAdminister={rights.administers}
          superuser={rights.superuser}
        />
        <LinkedGroupsPanel
          group={organisation}
          direction="parents"
          title={t`Spheres`}
          candidateTypes={['group-of-organisation']}
          addLabel={t`Sphere to join`}
          addButton={t`Add to the sphere`}
          emptyMessage={t`This organisation belongs to no sphere.`}
        />
        {rights.manages ? <MembersPanel group={organisation} canAdminister={rights.administers} /> : null}
        {rights.manages ? <GroupContactsPanel group={organisation} canManage={rights.manages} /> : null}
        {rights.manages ? <UserGroupIndexers usergroupId={organisation.id} /> : null}
      </div>
    </Page>
  );
}
