import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type BulkEdit, bulkEditsQuery, undoBulkEditMutation } from '../../../api/bulkEdits';
import { formatDateTime } from '../../../lib/formatDate';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { Button } from '../../../ui/Button';
import { undoBatchConfirmation } from './undoBatchConfirmation';
import { useFieldLabels } from './useFieldLabels';

/**
 * The person's batches, newest first, each with its Undo (after confirmation) while it may be undone.
 * A disclosure button (WAI-ARIA's pattern: a button that says whether it is expanded and what it
 * controls), not Headless UI's: it shows with the dataset list, which then had to wait for Headless UI
 * (57 kB) before it could show (issue 49, bench measure 2).
 */
export function RecentBulkEdits() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded border border-slate-300 p-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="text-sm font-medium text-blue-700 underline"
      >
        {t`Recent bulk edits`}
      </button>
      {open ? (
        <div id={panelId} className="mt-2">
          <BatchList />
        </div>
      ) : null}
    </section>
  );
}

/** Mounted only once the disclosure is open: the list is asked for when someone wants to see it. */
function BatchList() {
  const { t } = useLingui();
  const batches = useQuery(bulkEditsQuery(1));
  const undo = useMutation(undoBulkEditMutation());
  const { confirm } = useGlobalModals();
  // Asked as the dataset page asks before undoing the whole batch; a refusal stays in the question.
  const askUndo = (batch: number) =>
    confirm({ ...undoBatchConfirmation(batch), run: () => undo.mutateAsync(batch) });
  if (batches.isPending) return <p className="text-sm">{t`Loading…`}</p>;
  if (batches.isError) return <p role="alert">{t`The bulk edits could not be loaded.`}</p>;
  if (batches.data.results.length === 0) return <p className="text-sm">{t`No bulk edit yet.`}</p>;
  return (
    <div className="space-y-2">
      {undo.isSuccess ? (
        <p role="status" className="text-sm text-green-900">
          <Plural
            value={undo.data.restored}
            one="Bulk edit undone: # dataset put back."
            other="Bulk edit undone: # datasets put back."
          />
        </p>
      ) : null}
      <ul className="space-y-2">
        {batches.data.results.map((batch) => (
          <BatchItem
            key={batch.id}
            batch={batch}
            undoing={undo.isPending && undo.variables === batch.id}
            onUndo={() => askUndo(batch.id)}
          />
        ))}
      </ul>
    </div>
  );
}

function BatchItem({ batch, undoing, onUndo }: { batch: BulkEdit; undoing: boolean; onUndo: () => void }) {
  const { t, i18n } = useLingui();
  const fieldLabel = useFieldLabels();
  const date = formatDateTime(batch.created_at, i18n.locale);
  const fields = batch.operations.map((operation) => fieldLabel(operation.field)).join(', ');
  const names = batch.items.map((item) => item.display_name).join(', ');
  return (
    <li className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-2 text-sm">
      <div className="flex-1">
        <p>
          <Trans>
            {date}: {fields}
          </Trans>{' '}
          — <Plural value={batch.changed} one="# dataset" other="# datasets" />
          {batch.undone_at ? ` — ${t`undone`}` : ''}
        </p>
        <p className="text-slate-700">{names}</p>
      </div>
      {batch.can_undo ? (
        <Button
          variant="secondary"
          className="px-2 py-1 text-sm"
          loading={undoing}
          onClick={onUndo}
          aria-label={t`Undo the bulk edit of ${date}`}
        >
          {t`Undo`}
        </Button>
      ) : null}
    </li>
  );
}
