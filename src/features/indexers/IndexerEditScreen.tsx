import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type Indexer, indexerQuery, updateIndexerMutation } from '../../api/indexers';
import { userGroupQuery } from '../../api/usergroups';
import { INDEXERS_ANCHOR, userGroupPageRoute } from '../../domain/userGroupPage';
import { notify } from '../../notifications/notificationStore';
import { Button } from '../../ui/Button';
import { DetailScreen } from '../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../ui/detail/useDetailScreen';
import { Page } from '../../ui/Page';
import { IndexerForm } from './IndexerForm';
import { IndexerHarvestPanel } from './IndexerHarvestPanel';
import { IndexerLogsPanel } from './IndexerLogsPanel';
import { IndexerTasksPanel } from './IndexerTasksPanel';
import { IndexerTestPanel } from './IndexerTestPanel';
import { showIndexerFailure } from './indexerFailure';
import { type IndexerFormValues, indexerFormValuesOf, indexerInputOfForm } from './indexerFormSchema';
import { indexerMessages } from './indexerMessages';
import { UserGroupBackLink } from './UserGroupBackLink';
import { UserGroupIndexers } from './UserGroupIndexers';
import { useIndexerDelete } from './useIndexerDelete';

const route = getRouteApi('/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId');

/** An indexer's page: its form, its test, its logs and runs, and the other indexers of its group. */
export function IndexerEditScreen() {
  const { t } = useLingui();
  const { indexerId, usergroupId } = route.useParams();
  const indexer = useDetailScreen(indexerQuery(indexerId));
  return (
    <DetailScreen detail={indexer} title={t`Indexer`} failure={t`The indexer could not be loaded.`}>
      {(loaded) => <IndexerEdit indexer={loaded} routeGroupId={usergroupId} />}
    </DetailScreen>
  );
}

function IndexerEdit({ indexer, routeGroupId }: { indexer: Indexer; routeGroupId: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useIndexerDelete();
  const update = useMutation({ ...updateIndexerMutation(), meta: { errorsShownByScreen: true } });
  const locale = i18n.locale;
  const groupId = indexer.usergroup_id;
  const group = useQuery(userGroupQuery(groupId));

  // The address names the indexer's group: it follows the indexer when it moved to another group.
  useEffect(() => {
    if (groupId !== routeGroupId) {
      void navigate({
        to: '/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId/',
        params: { locale, usergroupId: groupId, indexerId: indexer.id },
        replace: true,
      });
    }
  }, [groupId, routeGroupId, indexer.id, locale, navigate]);

  async function save(values: IndexerFormValues) {
    try {
      const saved = await update.mutateAsync({ id: indexer.id, body: indexerInputOfForm(values) });
      notify('success', [i18n._(indexerMessages.updated(saved.name))]);
      return null;
    } catch (thrown) {
      return showIndexerFailure(i18n, indexerMessages.updateFailed, thrown);
    }
  }

  // Back to the list of the group's indexers: on the group's page, else (group not known yet) on the
  // group's new-indexer screen, which shows it too.
  function leaveAfterDelete() {
    return group.data
      ? navigate({
          to: userGroupPageRoute(group.data.usergroup_type),
          params: { locale, id: groupId },
          hash: INDEXERS_ANCHOR,
        })
      : navigate({
          to: '/$locale/accounts/usergroup/$usergroupId/indexer/new/',
          params: { locale, usergroupId: groupId },
        });
  }

  return (
    <Page
      title={indexer.name}
      actions={
        <>
          <UserGroupBackLink usergroupId={groupId} />
          <Button variant="danger" onClick={() => remove(indexer, leaveAfterDelete)}>
            {t`Delete the indexer`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-8">
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <IndexerForm indexer={indexer} initialValues={indexerFormValuesOf(indexer)} onSubmit={save} />
          </div>
          <div className="flex flex-col gap-4">
            <IndexerTestPanel indexerId={indexer.id} />
            <IndexerHarvestPanel indexerId={indexer.id} />
          </div>
        </div>
        <IndexerLogsPanel indexerId={indexer.id} />
        <IndexerTasksPanel indexerId={indexer.id} />
        <UserGroupIndexers
          usergroupId={groupId}
          title={t`Other indexers of this group`}
          exceptIndexerId={indexer.id}
        />
      </div>
    </Page>
  );
}
