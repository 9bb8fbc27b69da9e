import { useId } from 'react';
import { FieldErrors, FieldHelp } from './FieldParts';
import type { FieldProps } from './fieldProps';
import { labelClass } from './fieldStyles';

type CheckboxGroupFieldProps<Value extends string | number> = Omit<FieldProps, 'name'> & {
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: readonly Value[];
  onChange: (value: Value[]) => void;
};

/**
 * Several choices among a short reference list, as a fieldset of checkboxes: every option is visible,
 * reachable with Tab and announced with its group's name (more robust than a multiple select).
 */
export function CheckboxGroupField<Value extends string | number>({
  id,
  label,
  help,
  required,
  errors = [],
  disabled,
  options,
  value,
  onChange,
}: CheckboxGroupFieldProps<Value>) {
  const generated = useId();
  const groupId = id ?? generated;
  const helpId = `${groupId}-help`;
  const errorId = `${groupId}-errors`;
  const describedBy = [help ? helpId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ');
  const toggle = (option: Value, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={String(option.value)} className="flex items-start gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
