import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Dataset } from '../../../api/datasets';
import { datasetRightsOf, managedGroupIds } from '../../../auth/objectRights';
import { useSession } from '../../../auth/useSession';
import { hasExtension } from '../../../config/currentConfig';
import { useDatasetBulkEdit } from '../../../flows/datasetBulkEdit';
import type { TableSelection } from '../../../ui/Table';
import type { DatasetListSearch } from '../datasetListSearch';
import { BulkEditNotice } from './BulkEditNotice';
import { BulkSelectionBanner } from './BulkSelectionBanner';
import { bulkEditDialogOpen } from './bulkEditDialogOpen';
import { RecentBulkEdits } from './RecentBulkEdits';
import { selectionFilters } from './selectionFilters';

/**
 * The dialog's code is fetched when it opens: with the list's own, the dataset list waited for Headless
 * UI (57 kB) before it could show (issue 49, bench measure 2).
 */
const BulkEditDialog = lazy(() =>
  import('./BulkEditDialog').then((module) => ({ default: module.BulkEditDialog })),
);

/**
 * The dataset list's bulk edit, where the backend offers it (hasExtension('bulkEdit')) and the person
 * may change datasets: a check box on each row they may change, the selection banner, the dialog, the
 * notification with its Undo and their recent batches. Otherwise nothing: no check box, no request.
 */
export function useBulkEditScreen(search: DatasetListSearch, matching: number) {
  const user = useSession().userData;
  const enabled =
    hasExtension('bulkEdit') && (user?.is_superuser === true || managedGroupIds(user).length > 0);
  const queryClient = useQueryClient();
  const flow = useDatasetBulkEdit(queryClient);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filters = selectionFilters(search);
  const filtersKey = JSON.stringify(filters);

  // A selection is of what the list showed: another search or filter starts a new one, and so does
  // an applied batch (the notification keeps its Undo). Only entering `applied` ends it: leaving it
  // (a new bulk edit opened from a selection made while the notification stood) keeps the new one.
  const applied = flow.state === 'applied';
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for the moment the selection ends.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filtersKey]);
  useEffect(() => {
    if (!applied) return;
    setSelected(new Set());
    setAllMatching(false);
  }, [applied]);

  if (!enabled) return { selection: undefined, panel: null as ReactNode };

  const selection: TableSelection<Dataset> = {
    selected,
    onChange: (next) => {
      setSelected(next);
      setAllMatching(false);
    },
    rowLabel: (dataset) => dataset.display_name,
    canSelect: (dataset) => datasetRightsOf(user, dataset).edit,
  };
  const panel = (
    <div className="space-y-2">
      <BulkSelectionBanner
        selectedCount={selected.size}
        matching={matching}
        allMatching={allMatching}
        onSelectAllMatching={() => setAllMatching(true)}
        onClear={() => {
          setSelected(new Set());
          setAllMatching(false);
        }}
        onBulkEdit={() => flow.open(allMatching ? { filters } : { ids: [...selected].map(Number) })}
      />
      <BulkEditNotice flow={flow} />
      {bulkEditDialogOpen(flow) ? (
        <Suspense fallback={null}>
          <BulkEditDialog flow={flow} count={allMatching ? matching : selected.size} />
        </Suspense>
      ) : null}
      <RecentBulkEdits />
    </div>
  );
  return { selection, panel };
}
