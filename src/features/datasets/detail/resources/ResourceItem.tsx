import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { acknowledgeProcessingMutation, type Resource } from '../../../../api/resources';
import { formatDate } from '../../../../lib/formatDate';
import { notify } from '../../../../notifications/notificationStore';
import { useAnnounceChange } from '../../../../notifications/useAnnounceChange';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { showApiFailure } from '../showApiFailure';
import { processingStatus } from './processingStatus';
import { ResourcePublication } from './ResourcePublication';
import { ResourceRemoval } from './ResourceRemoval';
import { resourceLink } from './resourceLink';
import { UrlResourceLink } from './UrlResourceLink';

const linkClass = 'font-medium text-blue-700 underline';

type Props = {
  datasetId: number;
  resource: Resource;
  canManage: boolean;
  /** The person may consult the dataset's data: processed resources offer their preview. */
  canConsult?: boolean;
};

/**
 * One resource of the dataset: its name, its publication with the dataset, its processing state and,
 * after a failure, the task and, for who may change the dataset (`canManage`), the acknowledgement.
 */
export function ResourceItem({ datasetId, resource, canManage, canConsult = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const name = resource.display_name;
  const { pending, failures } = processingStatus(resource._processing);
  const acknowledge = useMutation({
    ...acknowledgeProcessingMutation(),
    meta: { errorsShownByScreen: true },
  });
  const target = resourceLink(locale, datasetId, resource);
  const lastFailure = failures.at(-1);
  const taskId = lastFailure?.task_id ?? null;
  const lastUpdate = formatDate(resource.last_update, locale);
  // The "Operation in progress" badge leaves in silence at a reload: say how the operation ended.
  useAnnounceChange(pending?.id ?? null, (running, ended) => {
    if (running !== null || ended === null) return null;
    return failures.some((failure) => failure.id === ended)
      ? t`The operation on the resource ${name} failed`
      : t`The operation on the resource ${name} is finished`;
  });

  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <p className="font-medium text-slate-900">
          {/* The link opens the resource's form, which is offered with the other changes only. */}
          {target && canManage ? (
            <Link {...target} className={linkClass}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <UrlResourceLink resource={resource} />
        {lastUpdate ? <p className="text-sm text-slate-700">{t`Last update: ${lastUpdate}`}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <ResourcePublication datasetId={datasetId} resource={resource} canManage={canManage} />
        {pending ? (
          <span className="inline-flex items-center gap-1 rounded bg-blue-50 px-2 py-1 text-blue-900">
            <Spinner className="h-4 w-4" />
            {t`Operation in progress`}
          </span>
        ) : null}
        {lastFailure ? (
          <>
            <span className="rounded bg-red-50 px-2 py-1 font-medium text-red-800">{t`Operation failed`}</span>
            {taskId !== null ? (
              <Link
                to="/$locale/data/tasks/$id/"
                params={{ locale, id: taskId }}
                className={linkClass}
                aria-label={t`See the task of the failed operation on ${name}`}
              >
                {t`See the task`}
              </Link>
            ) : null}
            {canManage ? (
              <Button
                variant="secondary"
                className="px-2 py-1 text-sm"
                loading={acknowledge.isPending}
                aria-label={t`Acknowledge the failure of ${name}`}
                onClick={() =>
                  acknowledge.mutate(
                    { id: resource.id, processingIds: failures.map((failure) => failure.id) },
                    {
                      onSuccess: () => notify('success', [t`The failure of ${name} was acknowledged`]),
                      onError: (thrown) => showApiFailure(thrown, i18n),
                    },
                  )
                }
              >
                {t`Acknowledge`}
              </Button>
            ) : null}
          </>
        ) : null}
        {canConsult && resource._processing.length > 0 ? (
          <Link
            to="/$locale/data/datasets/$id/resources/$resourceId/preview/"
            params={{ locale, id: datasetId, resourceId: resource.id }}
            className={linkClass}
            aria-label={t`Preview the data of ${name}`}
          >
            {t`Preview data`}
          </Link>
        ) : null}
        {canManage ? <ResourceRemoval datasetId={datasetId} resource={resource} /> : null}
      </div>
    </div>
  );
}
