import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlClass } from './fieldStyles';

type DateFieldProps = FieldProps & {
  /** A calendar date 'YYYY-MM-DD', or '' when none, as the API exchanges dates. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
};

/**
 * The browser's own date input: it is keyboard- and screen-reader-friendly and shows the date in the
 * person's locale, while the value stays ISO.
 */
export function DateField({ value, onChange, onBlur, min, max, name, disabled, ...field }: DateFieldProps) {
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          className={controlClass(invalid)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FieldShell>
  );
}
