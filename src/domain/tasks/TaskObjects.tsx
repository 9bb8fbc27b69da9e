import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Task } from '../../api/tasks';
import { objectClassLabel } from './taskLabels';

const linkClass = 'font-medium text-blue-700 underline';

function ClassName({ objectClass }: { objectClass: string }) {
  const { i18n } = useLingui();
  const label = objectClassLabel(objectClass);
  return <span className="block text-xs text-slate-700">{label ? i18n._(label) : objectClass}</span>;
}

/** The object a task belongs to, linked to its log page (every task of that object). */
export function BackendObject({ task }: { task: Task }) {
  const { t, i18n } = useLingui();
  const name = task.object_display;
  return (
    <>
      <Link
        to="/$locale/logs/$object/$id/"
        params={{ locale: i18n.locale, object: task.object_class, id: task.object_id }}
        className={linkClass}
        aria-label={t`Logs of ${name}`}
      >
        {name}
      </Link>
      <ClassName objectClass={task.object_class} />
    </>
  );
}

/** The object a task works on; a dataset links to its page. */
export function TargetObject({ task }: { task: Task }) {
  const { i18n } = useLingui();
  if (!task.target_class || task.target_display === null) return <>—</>;
  return (
    <>
      {task.target_class === 'dataset' && task.target_id ? (
        <Link
          to="/$locale/data/datasets/$id/"
          params={{ locale: i18n.locale, id: task.target_id }}
          className={linkClass}
        >
          {task.target_display}
        </Link>
      ) : (
        task.target_display
      )}
      <ClassName objectClass={task.target_class} />
    </>
  );
}
