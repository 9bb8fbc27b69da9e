import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TASK_ACTIONS } from '../../domain/tasks/taskCodes';
import { taskActionLabel, taskStatusLabels } from '../../domain/tasks/taskLabels';
import { formatDate } from '../../lib/formatDate';
import { collator } from '../../lib/keptIntl';
import type { FilterDefinition, FilterValues } from '../../ui/FilterBar';
import { controlClass, labelClass } from '../../ui/fields/fieldStyles';
import { FilterFold, type OtherChip } from '../../ui/list/FilterFold';
import { type TaskListSearch, taskStatuses } from './taskListSearch';

type Props = {
  search: TaskListSearch;
  onChange: (next: Partial<TaskListSearch>) => void;
};

const isStatus = (value: string): value is (typeof taskStatuses)[number] =>
  (taskStatuses as readonly string[]).includes(value);

/**
 * The task queue's filters (audit U16): statuses and actions accumulate, and the days the tasks
 * started between; folded like every list's, the chosen ones shown as chips.
 */
export function TaskListControls({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const fromId = useId();
  const untilId = useId();
  const filters: FilterDefinition[] = [
    {
      key: 'status',
      label: t`Status`,
      multiple: true,
      options: taskStatuses.map((status) => ({ value: status, label: i18n._(taskStatusLabels[status]) })),
    },
    {
      key: 'action',
      label: t`Action`,
      multiple: true,
      // Sorted by what the person reads, not by code.
      options: TASK_ACTIONS.map((code) => {
        const label = taskActionLabel(code);
        return { value: code, label: label ? i18n._(label) : code };
      }).sort((a, b) => collator(i18n.locale).compare(a.label, b.label)),
    },
  ];
  const values: FilterValues = { status: search.status ?? [], action: search.action ?? [] };

  const chips: OtherChip[] = [];
  if (search.from) {
    const date = formatDate(search.from, i18n.locale);
    chips.push({
      key: 'from',
      text: t`Started from ${date}`,
      removeLabel: t`Remove filter Started from ${date}`,
      onRemove: () => onChange({ from: undefined }),
    });
  }
  if (search.until) {
    const date = formatDate(search.until, i18n.locale);
    chips.push({
      key: 'until',
      text: t`Started until ${date}`,
      removeLabel: t`Remove filter Started until ${date}`,
      onRemove: () => onChange({ until: undefined }),
    });
  }

  return (
    <FilterFold
      filters={filters}
      values={values}
      legend={t`Filters`}
      onChange={(next) => {
        const statuses = (next.status ?? []).filter(isStatus);
        const actions = next.action ?? [];
        onChange({
          status: statuses.length > 0 ? statuses : undefined,
          action: actions.length > 0 ? [...actions] : undefined,
        });
      }}
      otherChips={chips}
      onClear={() => onChange({ status: undefined, action: undefined, from: undefined, until: undefined })}
    >
      <div className="mb-3 flex flex-wrap gap-4">
        <div>
          <label htmlFor={fromId} className={labelClass}>
            {t`Started from`}
          </label>
          <input
            id={fromId}
            type="date"
            className={controlClass(false)}
            value={search.from ?? ''}
            max={search.until}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </div>
        <div>
          <label htmlFor={untilId} className={labelClass}>
            {t`Started until`}
          </label>
          <input
            id={untilId}
            type="date"
            className={controlClass(false)}
            value={search.until ?? ''}
            min={search.from}
            onChange={(event) => onChange({ until: event.target.value || undefined })}
          />
        </div>
      </div>
    </FilterFold>
  );
}
