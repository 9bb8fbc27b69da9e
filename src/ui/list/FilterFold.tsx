import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { FilterBar, type FilterDefinition, type FilterValues, filterValueLabel } from '../FilterBar';

type Props = {
  filters: readonly FilterDefinition[];
  values: FilterValues;
  /** Every change: the screen searches again from page 1. */
  onChange: (values: FilterValues) => void;
  legend?: string;
  /** Other controls that fold with the filters (the dataset list's sort select, the task list's days). */
  children?: ReactNode;
  /** What those other controls narrow the list to, as chips beside the filters' own. */
  otherChips?: readonly OtherChip[];
  /** Clears the filters and the other controls; without it, Clear filters empties `filters` only. */
  onClear?: () => void;
};

/** A chip of a control that is not a select filter (a date): its words and how to remove it. */
export type OtherChip = { key: string; text: string; removeLabel: string; onRemove: () => void };

const chipClass =
  'inline-flex items-center gap-1 rounded-full border border-slate-500 bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-900';

/**
 * A list's filters folded behind one button that says how many are active, so that the first rows
 * stay in the first screen (audit U1: eight open filters pushed them below 800 px). The chosen values
 * stay in sight as chips, each removable, with the Clear filters button beside them.
 */
export function FilterFold({ filters, values, onChange, legend, children, otherChips = [], onClear }: Props) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const chosen = filters.flatMap((filter) =>
    (values[filter.key] ?? []).map((value) => ({ filter, value, label: filterValueLabel(filter, value) })),
  );
  const count = filters.filter((filter) => (values[filter.key]?.length ?? 0) > 0).length + otherChips.length;
  const shown = chosen.length + otherChips.length;
  const remove = (key: string, value: string) => {
    onChange({ ...values, [key]: (values[key] ?? []).filter((other) => other !== value) });
    // The chip and its button leave: the fold's button keeps the keyboard nearby.
    toggle.current?.focus();
  };

  return (
    <div className="mb-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {t`Filters`}
          {count > 0 ? (
            <>
              <span aria-hidden="true" className="rounded-full bg-blue-700 px-2 text-xs text-white">
                {count}
              </span>
              <span className="sr-only">{t`${plural(count, { one: '# active', other: '# active' })}`}</span>
            </>
          ) : null}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
        {shown > 0 ? (
          <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
            {chosen.map(({ filter, value, label }) => {
              const name = filter.label;
              return (
                <li key={`${filter.key}:${value}`} className={chipClass}>
                  {t`${name}: ${label}`}
                  <button
                    type="button"
                    aria-label={t`Remove filter ${name}: ${label}`}
                    className="rounded-full px-1.5 text-slate-900 hover:bg-slate-300"
                    onClick={() => remove(filter.key, value)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
            {otherChips.map((chip) => (
              <li key={chip.key} className={chipClass}>
                {chip.text}
                <button
                  type="button"
                  aria-label={chip.removeLabel}
                  className="rounded-full px-1.5 text-slate-900 hover:bg-slate-300"
                  onClick={() => {
                    chip.onRemove();
                    toggle.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {shown > 0 ? (
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            onClick={() => {
              if (onClear) onClear();
              else onChange(Object.fromEntries(filters.map((filter) => [filter.key, []])));
              toggle.current?.focus();
            }}
          >
            {t`Clear filters`}
          </Button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="mt-3">
        {children}
        <FilterBar filters={filters} values={values} onChange={onChange} legend={legend} folded />
      </div>
    </div>
  );
}
