import { useLingui } from '@lingui/react/macro';

/** Explains the asterisk once per form, as RGAA 11.10 asks of forms with required fields. */
export function RequiredFieldsNote() {
  const { t } = useLingui();
  return <p className="mb-4 text-sm text-slate-700">{t`Fields marked with an asterisk (*) are required.`}</p>;
}
