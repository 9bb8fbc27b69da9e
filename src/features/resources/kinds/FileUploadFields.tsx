import { useLingui } from '@lingui/react/macro';
import { FileField } from '../../../ui/fields/FileField';
import { Spinner } from '../../../ui/Spinner';
import type { Utf8CheckState } from './useUtf8Check';

type FileUploadFieldsProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  creating: boolean;
  /** The name of the file sent last, for an existing resource. */
  currentFileName: string | null;
  utf8: Utf8CheckState;
  errors: readonly string[];
  disabled?: boolean;
};

/** The file of a file-upload resource: required for a new one; for an existing one, a replacement. */
export function FileUploadFields({
  file,
  onChange,
  creating,
  currentFileName,
  utf8,
  errors,
  disabled,
}: FileUploadFieldsProps) {
  const { t } = useLingui();
  const current = currentFileName ?? '';
  return (
    <div className="flex flex-col gap-2">
      <FileField
        id="resource-file"
        label={creating ? t`File` : t`Replace the file`}
        required={creating}
        file={file}
        onChange={onChange}
        disabled={disabled}
        help={
          <>
            {current ? <div>{t`Current file: ${current}`}</div> : null}
            <div>{t`Structured files such as CSV must be encoded in UTF-8.`}</div>
          </>
        }
        errors={[...(utf8.problem ? [utf8.problem] : []), ...errors]}
      />
      {utf8.checking ? <Spinner label={t`Checking the encoding of the file…`} /> : null}
    </div>
  );
}
