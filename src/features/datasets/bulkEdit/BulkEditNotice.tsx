import { Plural, useLingui } from '@lingui/react/macro';
import type { DatasetBulkEditFlow } from '../../../flows/datasetBulkEdit';
import { Button } from '../../../ui/Button';
import { useBulkEditError } from './bulkEditError';

const SHOWN = new Set(['applied', 'undoing', 'undoFailed', 'undone']);

/** The notification of an applied batch, with its Undo; then what the undo put back. */
export function BulkEditNotice({ flow }: { flow: DatasetBulkEditFlow }) {
  const { t } = useLingui();
  const errorLines = useBulkEditError();
  if (!SHOWN.has(flow.state)) return null;
  const { changed, undone, error } = flow.context;
  const failed = flow.state === 'undoFailed';
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded border p-3 text-sm ${
        failed ? 'border-red-700 bg-red-50 text-red-800' : 'border-green-700 bg-green-50 text-green-900'
      }`}
    >
      <div className="flex-1" role={failed ? 'alert' : 'status'}>
        {undone ? (
          <p>
            <Plural
              value={undone.restored}
              one="Bulk edit undone: # dataset put back."
              other="Bulk edit undone: # datasets put back."
            />{' '}
            {undone.kept > 0 ? (
              <Plural
                value={undone.kept}
                one="# dataset kept a change made since."
                other="# datasets kept a change made since."
              />
            ) : null}
          </p>
        ) : (
          <p>
            <Plural
              value={changed}
              one="Bulk edit applied: # dataset changed."
              other="Bulk edit applied: # datasets changed."
            />
          </p>
        )}
        {failed && error ? errorLines(error.cause).map((line) => <p key={line}>{line}</p>) : null}
      </div>
      {undone ? null : (
        <Button variant="secondary" loading={flow.state === 'undoing'} onClick={() => flow.undo()}>
          {t`Undo`}
        </Button>
      )}
      <Button variant="secondary" onClick={() => flow.dismiss()}>
        {t`Dismiss`}
      </Button>
    </div>
  );
}
