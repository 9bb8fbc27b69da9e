import { sanitiseOnBlur, sanitiseOnInput } from '../../lib/sanitiseText';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlClass } from './fieldStyles';

type TextAreaFieldProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
  maxLength?: number;
};

/** Multi-line text, sanitised like TextField; newlines and tabs are kept. */
export function TextAreaField({
  value,
  onChange,
  onBlur,
  rows = 4,
  maxLength,
  name,
  disabled,
  ...field
}: TextAreaFieldProps) {
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <FieldShell {...field}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          className={controlClass(invalid)}
          onChange={(event) => onChange(sanitiseOnInput(event.target.value))}
          onBlur={() => {
            const trimmed = sanitiseOnBlur(value);
            if (trimmed !== value) onChange(trimmed);
            onBlur?.();
          }}
        />
      )}
    </FieldShell>
  );
}
