import { useLingui } from '@lingui/react/macro';
import type { TaskStatus } from '../../api/tasks';
import { taskStatusLabels } from './taskLabels';

// Text colours reach AA contrast on their light backgrounds; the word, not the colour, carries the state.
const styles: Record<TaskStatus, string> = {
  PENDING: 'border-slate-500 bg-slate-100 text-slate-900',
  STARTED: 'border-blue-700 bg-blue-50 text-blue-900',
  SUCCESS: 'border-green-700 bg-green-50 text-green-900',
  FAILURE: 'border-red-700 bg-red-50 text-red-900',
  REVOKED: 'border-amber-700 bg-amber-50 text-amber-900',
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[status]}`}
    >
      {i18n._(taskStatusLabels[status])}
    </span>
  );
}
