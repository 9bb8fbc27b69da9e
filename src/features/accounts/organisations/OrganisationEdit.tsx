import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { type Organisation, organisationQuery } from '../../../api/organisations';
import { hasExtension } from '../../../config/currentConfig';
import { formatDateTime } from '../../../lib/formatDate';
import { Button } from '../../../ui/Button';
import { DetailScreen } from '../../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../../ui/detail/useDetailScreen';
import { Facts } from '../../../ui/Facts';
import { Page } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { SectionLinks } from '../../../ui/SectionLinks';
import { UserGroupIndexers } from '../../indexers/UserGroupIndexers';
import { GroupContactsPanel } from '../contacts/GroupContactsPanel';
import { LinkedGroupsPanel } from '../groups/LinkedGroupsPanel';
import { useGroupRights } from '../groups/useGroupRights';
import { MembersPanel } from '../members/MembersPanel';
import { ConventionPanel } from './ConventionPanel';
import { FtpAccessPanel } from './FtpAccessPanel';
import { OrganisationForm } from './OrganisationForm';
import { organisationFormValuesOf } from './organisationForm';
import { useOrganisationDelete } from './useOrganisationDelete';
import { useOrganisationFormOptions } from './useOrganisationFormOptions';
import { useOrganisationSave } from './useOrganisationSave';

// The organisation's metadata quality (issue 51) comes with its section, not with the page's chunk.
const QualitySummarySection = lazy(() =>
  import('../../quality/QualitySummarySection').then((module) => ({ default: module.QualitySummarySection })),
);

/** The anchors of the page's sections (the indexers' is shared with the indexer screens). */
const SECTION = {
  details: 'details',
  convention: 'convention',
  spheres: 'spheres',
  members: 'members',
  contacts: 'contacts',
  sftp: 'sftp',
  quality: 'quality',
} as const;

/**
 * An organisation's page: one section per part, each with its own clearly named button (its form and
 * logo, convention, spheres, members, contacts, indexers, sFTP access), and links to the sections.
 */
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
  // For whoever may edit the organisation's datasets, where the backend scores them.
  const showsQuality = rights.manages && hasExtension('metadataQuality');
  const sections = [
    { id: SECTION.details, label: t`Organisation details` },
    { id: SECTION.convention, label: t`Convention` },
    { id: SECTION.spheres, label: t`Spheres` },
    ...(rights.manages
      ? [
          { id: SECTION.members, label: t`Members` },
          { id: SECTION.contacts, label: t`Contacts` },
          // The indexers' section anchor (features/indexers/userGroupPage.ts: INDEXERS_ANCHOR).
          { id: 'indexers', label: t`Indexers` },
          { id: SECTION.sftp, label: t`sFTP access` },
        ]
      : []),
    ...(showsQuality ? [{ id: SECTION.quality, label: t`Metadata quality` }] : []),
  ];

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
      <SectionLinks sections={sections} />
      <div className="mt-4 flex flex-col gap-6">
        <Panel id={SECTION.details} title={t`Organisation details`}>
          <Facts
            facts={[
              { term: t`Creation date`, value: created },
              { term: t`Users`, value: usersCount },
            ]}
          />
          {/* Keyed by organisation: the form starts from the saved values, and later reloads do not undo typing. */}
          {/* The page's main record: its button alone stays in reach at the bottom of the screen. */}
          <OrganisationForm
            key={organisation.id}
            initialValues={organisationFormValuesOf(organisation)}
            currentLogo={organisation.logo}
            options={options}
            superuser={rights.superuser}
            readOnly={!rights.administers}
            submitLabel={t`Save the organisation`}
            onSubmit={(values) => save(organisation, values)}
          />
        </Panel>
        <div id={SECTION.convention} className="scroll-mt-4">
          <ConventionPanel
            key={organisation.id}
            organisation={organisation}
            canAdminister={rights.administers}
            superuser={rights.superuser}
          />
        </div>
        <div id={SECTION.spheres} className="scroll-mt-4">
          <LinkedGroupsPanel
            group={organisation}
            direction="parents"
            title={t`Spheres`}
            candidateTypes={['group-of-organisation']}
            addLabel={t`Sphere to join`}
            addButton={t`Add to the sphere`}
            emptyMessage={t`This organisation belongs to no sphere.`}
          />
        </div>
        {rights.manages ? (
          <div id={SECTION.members} className="scroll-mt-4">
            <MembersPanel group={organisation} canAdminister={rights.administers} />
          </div>
        ) : null}
        {rights.manages ? (
          <div id={SECTION.contacts} className="scroll-mt-4">
            <GroupContactsPanel group={organisation} canManage={rights.manages} />
          </div>
        ) : null}
        {rights.manages ? <UserGroupIndexers usergroupId={organisation.id} /> : null}
        {rights.manages ? (
          <Panel id={SECTION.sftp} title={t`sFTP access`}>
            <FtpAccessPanel organisation={organisation} superuser={rights.superuser} />
          </Panel>
        ) : null}
        {showsQuality ? (
          <Suspense fallback={null}>
            <QualitySummarySection id={SECTION.quality} usergroupId={organisation.id} />
          </Suspense>
        ) : null}
      </div>
    </Page>
  );
}
