import { FieldErrors, FieldHelp, FieldLabel } from './FieldParts';
import type { FieldProps } from './fieldProps';
import { useFieldIds } from './useFieldIds';

type CheckboxFieldProps = FieldProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
};

/** A single yes/no choice, box before its label as people expect; help and errors below like other fields. */
export function CheckboxField({
  id,
  name,
  label,
  help,
  required,
  errors = [],
  disabled,
  checked,
  onChange,
  onBlur,
}: CheckboxFieldProps) {
  const { controlId, helpId, errorId, controlProps } = useFieldIds(id, Boolean(help), errors.length > 0);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          {...controlProps}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-required={required || undefined}
          className={`h-4 w-4 accent-blue-700 ${errors.length > 0 ? 'rounded-sm ring-2 ring-red-700 ring-offset-1' : ''}`}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <FieldLabel htmlFor={controlId} required={required} className="text-sm text-slate-900">
          {label}
        </FieldLabel>
      </div>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
