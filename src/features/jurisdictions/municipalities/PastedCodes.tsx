import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { hasExtension } from '../../../config/currentConfig';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { PastedCodeIssues } from '../check/PastedCodeIssues';

type Props = {
  id: string;
  selectedCodes: readonly string[];
  unknownCodes: readonly string[];
  checking: boolean;
  failed: boolean;
  onRecalculate: (text: string) => void;
  /** Server complaints about the municipalities, shown on this field. */
  errors?: readonly string[];
};

const codesText = (codes: readonly string[]) => codes.join(', ');

/**
 * The selection as comma-separated INSEE codes. Pasting codes and pressing Recalculate makes them
 * the selection (specification section 5); codes that do not exist are listed, never dropped
 * silently. Any other change of the selection rewrites the box. Where the backend checks codes
 * against the official list (extension), typed codes are flagged before Recalculate.
 */
export function PastedCodes({
  id,
  selectedCodes,
  unknownCodes,
  checking,
  failed,
  onRecalculate,
  errors,
}: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(() => codesText(selectedCodes));
  useEffect(() => setText(codesText(selectedCodes)), [selectedCodes]);
  const unknown = unknownCodes.join(', ');
  const selectionText = codesText(selectedCodes);

  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        id={id}
        label={t`INSEE codes, separated by commas`}
        help={t`Paste or type codes, then press Recalculate: the selection becomes these municipalities.`}
        value={text}
        onChange={setText}
        rows={3}
        errors={errors}
      />
      {hasExtension('municipalityCheck') ? (
        <PastedCodeIssues text={text} selectionText={selectionText} onTextChange={setText} />
      ) : null}
      <div>
        <Button variant="secondary" loading={checking} onClick={() => onRecalculate(text)}>
          {t`Recalculate`}
        </Button>
      </div>
      {unknownCodes.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {unknownCodes.length === 1 ? t`Unknown INSEE code: ${unknown}` : t`Unknown INSEE codes: ${unknown}`}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t`The codes could not be checked. The selection is unchanged; press Recalculate to try again.`}
        </p>
      ) : null}
    </div>
  );
}
