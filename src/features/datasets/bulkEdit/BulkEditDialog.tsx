import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DatasetBulkEditFlow } from '../../../flows/datasetBulkEdit';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/FormDialog';
import { BulkEditPreviewList } from './BulkEditPreviewList';
import { useBulkEditError } from './bulkEditError';
import { OperationRows } from './OperationRows';
import { newDraft, type OperationDraft, operationsOf } from './operationDrafts';

/**
 * The bulk edit dialog: the operations, their preview, and the apply. Mounted only while open (the
 * list's render when its data arrives, issue 49's blocking time: a closed dialog's plural title set up
 * Lingui's French plural rules there); each opening thus starts from one empty operation row, and
 * Headless UI gives the focus back to the opener when it unmounts.
 */
export function BulkEditDialog({ flow, count }: { flow: DatasetBulkEditFlow; count: number }) {
  const { t } = useLingui();
  const errorLines = useBulkEditError();
  const [drafts, setDrafts] = useState<OperationDraft[]>([newDraft('keywords')]);
  const selection = flow.context.selection;
  const title =
    selection && 'filters' in selection
      ? t`Bulk edit of ${plural(count, { one: 'the # matching dataset', other: 'all # matching datasets' })}`
      : t`Bulk edit of ${plural(count, { one: '# selected dataset', other: '# selected datasets' })}`;
  const change = (next: OperationDraft[]) => {
    setDrafts(next);
    flow.change(operationsOf(next));
  };
  const close = () => flow.close();
  const error = flow.context.error;

  return (
    <FormDialog open title={title} onClose={close}>
      <div className="space-y-4">
        <OperationRows drafts={drafts} onChange={change} />
        {flow.preview ? <BulkEditPreviewList preview={flow.preview} /> : null}
        {error && (flow.state === 'previewFailed' || flow.state === 'applyFailed') ? (
          <div role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-sm text-red-800">
            <p className="font-semibold">
              {error.code === 'previewFailed' ? t`The preview failed.` : t`The edit was not applied.`}
            </p>
            {errorLines(error.cause).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button
            variant="secondary"
            loading={flow.state === 'previewing'}
            disabled={flow.context.operations.length === 0 || flow.state === 'applying'}
            onClick={() => flow.requestPreview()}
          >
            {t`Preview`}
          </Button>
          <Button
            loading={flow.state === 'applying'}
            disabled={!flow.preview || flow.preview.changed === 0 || flow.state === 'previewing'}
            onClick={() => flow.apply()}
          >
            {t`Apply`}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
