import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { ROLE_DATA_ACCESS } from '../../auth/access';
import type { SessionUser } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { hasExtension } from '../../config/currentConfig';
import { TaskTable } from '../../domain/tasks/TaskTable';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';
import { Page } from '../../ui/Page';
import { AttentionPanel } from '../attention/AttentionPanel';
import { latestTasksQuery } from './latestTasks';

// The platform's metadata quality (issue 51) comes with its section, not with the data hub's chunk.
const QualitySummarySection = lazy(() =>
  import('../quality/QualitySummarySection').then((module) => ({ default: module.QualitySummarySection })),
);

/**
 * The organisations whose datasets the person edits (role 1 or 2): their metadata quality is theirs
 * to raise. Groups and spheres own no dataset.
 */
function editedOrganisations(user: SessionUser | null): { id: number; display_name: string }[] {
  const seen = new Map<number, { id: number; display_name: string }>();
  for (const { role, usergroup } of user?.usergroup_roles ?? []) {
    if (usergroup && role >= ROLE_DATA_ACCESS && usergroup.usergroup_type === 'organisation')
      seen.set(usergroup.id, usergroup);
  }
  return [...seen.values()];
}

/** The latest tasks' anchor: the inbox above links to it (audit U8). */
const LATEST_TASKS = 'latest-tasks';

const cardClass =
  'block rounded-lg border border-slate-400 p-4 hover:border-blue-700 hover:bg-blue-50 focus-visible:bg-blue-50';

/**
 * The entry of the data area: where to manage datasets and follow tasks, what needs attention (where
 * the backend offers it), and the latest tasks.
 */
export function DataHub() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const headingId = useId();
  const tasks = useQuery({ ...latestTasksQuery(), refetchInterval: AUTO_RELOAD_MS });
  const user = useSession().userData;
  const superuser = user?.is_superuser ?? false;
  const organisations = superuser ? [] : editedOrganisations(user);

  return (
    <Page title={t`Data`}>
      <nav aria-label={t`Data sections`} className="mb-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            <Link to="/$locale/data/datasets/" params={{ locale }} className={cardClass}>
              <span className="block text-lg font-semibold text-blue-700 underline">{t`Datasets`}</span>
              <span className="mt-1 block text-sm text-slate-800">
                {t`Catalogue records, their resources, publication and permissions.`}
              </span>
            </Link>
          </li>
          <li>
            <Link to="/$locale/data/tasks/" params={{ locale }} className={cardClass}>
              <span className="block text-lg font-semibold text-blue-700 underline">{t`Tasks`}</span>
              <span className="mt-1 block text-sm text-slate-800">
                {t`Background work: publications, imports of resources, harvests.`}
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      <AttentionPanel latestTasksAnchor={LATEST_TASKS} />
      {/* The platform's summary is the superuser's, each organisation's its editors' (a data publisher
          does not reach the organisation's page, which is its administrators'); nothing is asked
          where the backend has none. */}
      {hasExtension('metadataQuality') && (superuser || organisations.length > 0) ? (
        <div className="mb-8 flex flex-col gap-6">
          <Suspense fallback={null}>
            {superuser ? <QualitySummarySection usergroupId={null} /> : null}
            {organisations.map(({ id, display_name: organisation }) => (
              <QualitySummarySection
                key={id}
                usergroupId={id}
                title={t`Metadata quality of the datasets of ${organisation}`}
              />
            ))}
          </Suspense>
        </div>
      ) : null}
      <section id={LATEST_TASKS} aria-labelledby={headingId} className="scroll-mt-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t`Latest tasks`}
          </h2>
          <Link
            to="/$locale/data/tasks/"
            params={{ locale }}
            className="text-sm font-medium text-blue-700 underline"
          >
            {t`See all tasks`}
          </Link>
        </div>
        <TaskTable
          caption={t`Latest tasks`}
          captionHidden
          rows={tasks.data?.results ?? []}
          loading={tasks.isPending}
          error={tasks.isError}
          onRetry={() => void tasks.refetch()}
        />
      </section>
    </Page>
  );
}
