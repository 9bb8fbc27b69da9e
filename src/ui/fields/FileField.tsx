import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatFileSize } from '../../lib/formatFileSize';
import { acceptedFormats, validateFile } from '../../lib/validateFile';
import { Button } from '../Button';
import { fileErrorMessage } from '../messages';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';

type FileFieldProps = FieldProps & {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** As the input's accept attribute; also checked on the chosen file and shown as a hint. */
  accept?: string;
  maxBytes?: number;
};

/**
 * Choosing one file. The formats and the size limit are stated up front (RGAA 11.10), and a file that
 * breaks them is reported at once, before the person goes on filling the form. The file is still
 * passed to onChange, so the form's schema (with validateFile) keeps it from being sent.
 */
export function FileField({
  file,
  onChange,
  onBlur,
  accept,
  maxBytes,
  name,
  disabled,
  help,
  errors = [],
  ...field
}: FileFieldProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);

  // A file input cannot be controlled; when the form forgets the file (reset, removal), so does the input.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const rules = { accept, maxBytes };
  const refusal = file ? validateFile(file, rules) : null;
  const allErrors = refusal ? [fileErrorMessage(i18n, refusal, rules), ...errors] : errors;
  const formats = accept ? acceptedFormats(accept, i18n.locale) : '';
  const maxSize = maxBytes !== undefined ? formatFileSize(maxBytes, i18n.locale) : '';
  const hints = [
    formats ? t`Accepted formats: ${formats}` : null,
    maxSize ? t`Maximum size: ${maxSize}` : null,
  ].filter((hint) => hint !== null);
  const fileName = file?.name ?? '';
  const fileSize = file ? formatFileSize(file.size, i18n.locale) : '';

  return (
    <FieldShell
      {...field}
      errors={allErrors}
      help={
        help || hints.length > 0 ? (
          <>
            {help ? <div>{help}</div> : null}
            {hints.length > 0 ? <div>{hints.join('. ')}</div> : null}
          </>
        ) : undefined
      }
    >
      {(control) => (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            {...control}
            ref={input}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            className="block text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-500 file:bg-white file:px-3 file:py-2 file:text-slate-900"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            onBlur={onBlur}
          />
          {file ? (
            <>
              <span className="text-sm text-slate-800">{t`Selected file: ${fileName} (${fileSize})`}</span>
              <Button
                variant="secondary"
                disabled={disabled}
                onClick={() => {
                  onChange(null);
                  // The button disappears with the file; the input keeps the keyboard focus in the form.
                  input.current?.focus();
                }}
              >
                {t`Remove ${fileName}`}
              </Button>
            </>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
