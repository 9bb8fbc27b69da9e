import { useLingui } from '@lingui/react/macro';
import { Button } from '../../Button';
import type { FormDraft } from './useFormDraft';

/**
 * Tells the person the form holds what they typed before their session ended or before they left the
 * page, with a way to drop it.
 */
export function DraftNotice({
  draft,
}: {
  draft: Pick<FormDraft<unknown>, 'restored' | 'discard'> & Partial<Pick<FormDraft<unknown>, 'reason'>>;
}) {
  const { t } = useLingui();
  if (!draft.restored) return null;
  const text =
    draft.reason === 'page-left'
      ? t`The changes you had not saved when you left this page were restored. Files must be chosen again. Check them and save.`
      : t`Your session had ended: the changes you had not saved were restored. Files must be chosen again. Check them and save.`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded border border-blue-300 bg-blue-50 p-3 text-blue-950"
    >
      <p>{text}</p>
      <Button variant="secondary" onClick={draft.discard}>
        {t`Discard these changes`}
      </Button>
    </div>
  );
}
