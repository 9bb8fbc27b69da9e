import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from './Button';
import { controlClass, labelClass } from './fields/fieldStyles';

export type FilterOption = { value: string; label: string };

export type FilterDefinition = {
  /** The query parameter the filter sets (level, organisation_type_id, usergroup_type…). */
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** Values accumulate as removable chips; otherwise the filter holds a single value (section 4). */
  multiple?: boolean;
  /** The 'no filter' choice (a multiple filter's prompt while nothing is chosen). */
  allLabel?: string;
};

/** Chosen values per filter key; an absent key or an empty list means no filter. */
export type FilterValues = Readonly<Record<string, readonly string[]>>;

type FilterBarProps = {
  filters: readonly FilterDefinition[];
  values: FilterValues;
  /** Every change: the screen searches again from page 1. */
  onChange: (values: FilterValues) => void;
  legend?: string;
};

/** A row of labelled filters above a list. Controlled: the values live in the URL or the screen's state. */
export function FilterBar({ filters, values, onChange, legend }: FilterBarProps) {
  const { t } = useLingui();
  const active = filters.some((filter) => (values[filter.key]?.length ?? 0) > 0);
  const set = (key: string, chosen: readonly string[]) => onChange({ ...values, [key]: chosen });
  return (
    <fieldset className="mb-4 flex flex-wrap items-start gap-4">
      <legend className="sr-only">{legend ?? t`Filters`}</legend>
      {filters.map((filter) =>
        filter.multiple ? (
          <MultipleFilter key={filter.key} filter={filter} chosen={values[filter.key] ?? []} onChange={set} />
        ) : (
          <SingleFilter key={filter.key} filter={filter} chosen={values[filter.key] ?? []} onChange={set} />
        ),
      )}
      {active ? (
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => onChange(Object.fromEntries(filters.map((filter) => [filter.key, []])))}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </fieldset>
  );
}

type FilterControlProps = {
  filter: FilterDefinition;
  chosen: readonly string[];
  onChange: (key: string, chosen: readonly string[]) => void;
};

function SingleFilter({ filter, chosen, onChange }: FilterControlProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="min-w-48">
      <label htmlFor={id} className={labelClass}>
        {filter.label}
      </label>
      <select
        id={id}
        className={controlClass(false)}
        value={chosen[0] ?? ''}
        onChange={(event) => onChange(filter.key, event.target.value ? [event.target.value] : [])}
      >
        <option value="">{filter.allLabel ?? t`All`}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function MultipleFilter({ filter, chosen, onChange }: FilterControlProps) {
  const { t } = useLingui();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const label = filter.label;
  const remaining = filter.options.filter((option) => !chosen.includes(option.value));
  const labelOf = (value: string) => filter.options.find((option) => option.value === value)?.label ?? value;
  return (
    <div className="min-w-48">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* Choosing adds a value and the select returns to its prompt, ready for the next one. */}
      <select
        ref={select}
        id={id}
        className={controlClass(false)}
        value=""
        onChange={(event) => {
          if (event.target.value) onChange(filter.key, [...chosen, event.target.value]);
        }}
      >
        {/* Nothing chosen is no filter: it reads as its single-value neighbours' do (issue 48, U15). */}
        <option value="">{chosen.length === 0 ? (filter.allLabel ?? t`All`) : t`Choose…`}</option>
        {remaining.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {chosen.length > 0 ? (
        <ul aria-label={t`Selected values for ${label}`} className="mt-2 flex flex-wrap gap-2">
          {chosen.map((chipValue) => {
            const value = labelOf(chipValue);
            return (
              <li
                key={chipValue}
                className="inline-flex items-center gap-1 rounded-full border border-slate-500 bg-slate-100 py-0.5 pl-3 pr-1 text-sm text-slate-900"
              >
                {value}
                <button
                  type="button"
                  aria-label={t`Remove filter ${label}: ${value}`}
                  className="rounded-full px-1.5 text-slate-900 hover:bg-slate-300"
                  onClick={() => {
                    onChange(
                      filter.key,
                      chosen.filter((other) => other !== chipValue),
                    );
                    // The chip and its button disappear; the filter's select keeps the focus nearby.
                    select.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
