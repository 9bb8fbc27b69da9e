import { sanitiseOnBlur, sanitiseOnInput } from '../../lib/sanitiseText';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlClass } from './fieldStyles';

type TextFieldProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric';
  maxLength?: number;
};

/**
 * A one-line text input. Text is sanitised as typed and trimmed on leaving the field
 * (specification section 5); the trimmed value is sent through onChange before onBlur, so a form
 * validating on blur sees it.
 */
export function TextField({
  value,
  onChange,
  onBlur,
  type = 'text',
  name,
  disabled,
  autoComplete,
  inputMode,
  maxLength,
  ...field
}: TextFieldProps) {
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={name}
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
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
