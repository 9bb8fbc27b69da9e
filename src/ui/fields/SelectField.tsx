import { useLingui } from '@lingui/react/macro';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlClass } from './fieldStyles';

export type SelectOption<Value extends string | number> = {
  value: Value;
  label: string;
  disabled?: boolean;
};

type SelectFieldProps<Value extends string | number> = FieldProps & {
  options: readonly SelectOption<Value>[];
  /** null when nothing is chosen. Numbers stay numbers (ids from the API), though the DOM holds text. */
  value: Value | null;
  onChange: (value: Value | null) => void;
  onBlur?: () => void;
  /** The text of the 'nothing chosen' option; false to offer none. */
  emptyOption?: string | false;
};

/** A native select: the most robust single choice for keyboards and screen readers. */
export function SelectField<Value extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  emptyOption,
  name,
  disabled,
  ...field
}: SelectFieldProps<Value>) {
  const { t } = useLingui();
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <FieldShell {...field}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value === null ? '' : String(value)}
          disabled={disabled}
          className={controlClass(invalid)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            onChange(chosen ? chosen.value : null);
          }}
          onBlur={onBlur}
        >
          {emptyOption === false ? null : <option value="">{emptyOption ?? t`Choose…`}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
