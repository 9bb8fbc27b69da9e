import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Style } from '../../api/geospatial';
import { Spinner } from '../../ui/Spinner';

/** The style's last scenario run is still queued or running: its SLD is being applied. */
export function isBeingApplied(style: Style): boolean {
  return style.last_task?.status === 'PENDING' || style.last_task?.status === 'STARTED';
}

/**
 * Whether the style's SLD is applied, as a resource shows its processing (issue 27): being applied,
 * failed with the link to its task (the SLD applied before, if any, stays in use), applied, or not yet.
 */
export function StyleState({ style }: { style: Style }) {
  const { t, i18n } = useLingui();
  const name = style.name;
  if (isBeingApplied(style)) {
    return (
      <span className="inline-flex items-center gap-1 rounded bg-blue-50 px-2 py-1 text-blue-900">
        <Spinner className="h-4 w-4" />
        {t`Being applied`}
      </span>
    );
  }
  const task = style.last_task;
  if (task?.status === 'FAILURE') {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="rounded bg-red-50 px-2 py-1 font-medium text-red-800">
          {style.sld ? t`Failed: the previous SLD stays applied` : t`Applying failed`}
        </span>
        <Link
          to="/$locale/data/tasks/$id/"
          params={{ locale: i18n.locale, id: task.id }}
          className="text-blue-700 underline"
          aria-label={t`See the task of the failed style ${name}`}
        >
          {t`See the task`}
        </Link>
      </span>
    );
  }
  return <>{style.sld ? t`Yes` : t`Not yet`}</>;
}
