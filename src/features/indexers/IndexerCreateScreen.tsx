import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { createIndexerMutation } from '../../api/indexers';
import { notify } from '../../notifications/notificationStore';
import { Page } from '../../ui/Page';
import { IndexerForm } from './IndexerForm';
import { showIndexerFailure } from './indexerFailure';
import { emptyIndexerForm, type IndexerFormValues, indexerInputOfForm } from './indexerFormSchema';
import { indexerMessages } from './indexerMessages';
import { UserGroupBackLink } from './UserGroupBackLink';
import { UserGroupIndexers } from './UserGroupIndexers';

const route = getRouteApi('/$locale/accounts/usergroup/$usergroupId/indexer/new');

/** The new-indexer screen of a user group: the form, then the indexer's own page to test it. */
export function IndexerCreateScreen() {
  const { t, i18n } = useLingui();
  const { usergroupId } = route.useParams();
  const navigate = useNavigate();
  const create = useMutation({ ...createIndexerMutation(), meta: { errorsShownByScreen: true } });

  async function submit(values: IndexerFormValues) {
    try {
      const indexer = await create.mutateAsync(indexerInputOfForm(values));
      await navigate({
        to: '/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId/',
        params: { locale: i18n.locale, usergroupId: indexer.usergroup_id, indexerId: indexer.id },
      });
      notify('success', [i18n._(indexerMessages.created(indexer.name))]);
      return null;
    } catch (thrown) {
      return showIndexerFailure(i18n, indexerMessages.createFailed, thrown);
    }
  }

  return (
    <Page title={t`New indexer`} actions={<UserGroupBackLink usergroupId={usergroupId} />}>
      <div className="flex flex-col gap-8">
        <div className="max-w-4xl">
          <IndexerForm indexer={null} initialValues={emptyIndexerForm(usergroupId)} onSubmit={submit} />
          <p className="mt-2 text-sm text-slate-700">{t`Once the indexer is created, its page lets you test it.`}</p>
        </div>
        <UserGroupIndexers usergroupId={usergroupId} title={t`Other indexers of this group`} hideCreateLink />
      </div>
    </Page>
  );
}
