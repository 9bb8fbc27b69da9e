import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type UserGroup, userGroupQuery } from '../../../api/usergroups';
import { formatDateTime } from '../../../lib/formatDate';
import { Button } from '../../../ui/Button';
import { DetailScreen } from '../../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../../ui/detail/useDetailScreen';
import { Facts } from '../../../ui/Facts';
import { Page } from '../../../ui/Page';
import { UserGroupIndexers } from '../../indexers/UserGroupIndexers';
import { GroupContactsPanel } from '../contacts/GroupContactsPanel';
import { MembersPanel } from '../members/MembersPanel';
import { UserGroupLink } from '../shared/UserGroupLink';
import { GroupForm } from './GroupForm';
import { GroupLinks } from './GroupLinks';
import { groupFormValuesOf } from './groupForm';
import { type GroupKind, groupKinds } from './groupKinds';
import { useGroupDelete } from './useGroupDelete';
import { useGroupStatusOptions } from './useGroupFormContext';
import { useGroupRights } from './useGroupRights';
import { useGroupSave } from './useGroupSave';

/** The page of a user group or a sphere: its form, links, members, contacts (and a group's indexers). */
export function GroupEdit({ kind, id }: { kind: GroupKind; id: number }) {
  const { t, i18n } = useLingui();
  const definition = groupKinds[kind];
  const group = useDetailScreen(userGroupQuery(id));
  const title = i18n._(definition.pageTitle);
  return (
    <DetailScreen detail={group} title={title} failure={i18n._(definition.loadFailed)}>
      {(loaded) =>
        loaded.usergroup_type === definition.type ? (
          <GroupEditLoaded kind={kind} group={loaded} />
        ) : (
          // An organisation or a group of the other kind, reached by a hand-written address: its own page says more.
          <Page title={title}>
            <p className="text-slate-900">
              {t`This page shows another kind of group:`}{' '}
              <UserGroupLink group={loaded} locale={i18n.locale} />
            </p>
          </Page>
        )
      }
    </DetailScreen>
  );
}

function GroupEditLoaded({ kind, group }: { kind: GroupKind; group: UserGroup }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const definition = groupKinds[kind];
  const rights = useGroupRights(group.id);
  const statusOptions = useGroupStatusOptions();
  const { save } = useGroupSave(kind);
  const remove = useGroupDelete(kind);
  const created = formatDateTime(group.creation_date, i18n.locale);

  return (
    <Page
      title={group.display_name}
      actions={
        rights.superuser ? (
          <Button
            variant="danger"
            onClick={() =>
              remove(group, () => navigate({ to: definition.listRoute, params: { locale: i18n.locale } }))
            }
          >
            {i18n._(definition.deleteButton)}
          </Button>
        ) : null
      }
    >
      <Facts
        facts={[
          { term: t`Creation date`, value: created },
          { term: t`Active members`, value: group.members_count },
        ]}
      />
      {/* Keyed by group: the form starts from the saved values, and later reloads do not undo typing. */}
      <GroupForm
        key={group.id}
        idPrefix={kind}
        initialValues={groupFormValuesOf(group)}
        currentThumbnail={group.thumbnail}
        statusOptions={statusOptions}
        canChangeStatus={rights.superuser}
        readOnly={!rights.administers}
        submitLabel={t`Save`}
        onSubmit={(values) => save(group, values, rights.superuser)}
      />
      <div className="mt-10 flex flex-col gap-6">
        <GroupLinks kind={kind} group={group} />
        {rights.manages ? <MembersPanel group={group} canAdminister={rights.administers} /> : null}
        {rights.manages ? <GroupContactsPanel group={group} canManage={rights.manages} /> : null}
        {kind === 'group' && rights.manages ? <UserGroupIndexers usergroupId={group.id} /> : null}
      </div>
    </Page>
  );
}
