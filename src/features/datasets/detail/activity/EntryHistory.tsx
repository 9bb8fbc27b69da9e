import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityEntry } from '../../../../api/datasets';
import { EntryChanges } from '../../../../domain/datasetChanges/EntryChanges';

/** What the history offers on an entry: restoring its version, undoing its bulk edit. */
export interface HistoryOffers {
  /** The dataset's latest version (restoring it would change nothing); undefined while unknown. */
  latestVersion: number | null | undefined;
  /** Whether the person may change the dataset (restore is a save). */
  canRestore: boolean;
  onRestore: (entry: ActivityEntry & { version: number }) => void;
  onUndoBatch: (batch: number) => void;
}

const BUTTON = 'rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50';

/** An entry's changes, its bulk edit and what may be done from it (issue 33, dataset history). */
export function EntryHistory({ entry, offers }: { entry: ActivityEntry; offers: HistoryOffers }) {
  const { t } = useLingui();
  const changes = entry.changes ?? [];
  const batch = entry.bulk_edit ?? null;
  const version = entry.version ?? null;
  const restorable =
    offers.canRestore &&
    version !== null &&
    offers.latestVersion !== undefined &&
    version !== offers.latestVersion;
  return (
    <div className="flex flex-col items-start gap-2">
      {changes.length > 0 ? <EntryChanges changes={changes} /> : null}
      {batch ? (
        <p className="text-sm">
          {batch.undone ? (
            <Trans>Part of bulk edit n° {batch.id} (undone)</Trans>
          ) : (
            <Trans>Part of bulk edit n° {batch.id}</Trans>
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {restorable ? (
          <button type="button" className={BUTTON} onClick={() => offers.onRestore({ ...entry, version })}>
            {t`Restore this version`}
          </button>
        ) : null}
        {batch?.can_undo ? (
          <button type="button" className={BUTTON} onClick={() => offers.onUndoBatch(batch.id)}>
            {t`Undo the whole batch`}
          </button>
        ) : null}
      </div>
    </div>
  );
}
