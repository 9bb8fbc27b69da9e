import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { warmFormatters } from '../../lib/keptIntl';
import { Button } from '../../ui/Button';
import { AddLink } from '../../ui/list/AddLink';
import { ListScreen } from '../../ui/list/ListScreen';
import { useFocusAfterLeaving } from '../../ui/list/useFocusAfterLeaving';
import { useListScreen } from '../../ui/list/useListScreen';
import { useBulkEditScreen } from './bulkEdit/useBulkEditScreen';
import { DatasetCounts } from './DatasetCounts';
import { DatasetListControls } from './DatasetListControls';
import { DatasetTable } from './DatasetTable';
import { datasetListOptions, datasetOrderings, filtersOf } from './datasetListSearch';
import { useDatasetActions } from './useDatasetActions';

const route = getRouteApi('/$locale/data/datasets/');

/**
 * The dataset list: search (each new text cancels the previous search), sort, filters and page live in
 * the URL; the list reloads itself every 15 s on the same page.
 */
export function DatasetList() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  // The rows' date formatters, made in their own task while the list's data is on its way (issue 49, blocking time).
  useEffect(() => warmFormatters(i18n.locale, ['date', 'dateTime']), [i18n.locale]);
  const actions = useDatasetActions();
  const list = useListScreen({
    search,
    navigate: route.useNavigate(),
    query: datasetListOptions,
    orderings: { options: datasetOrderings, fallback: '-last_modified' },
  });
  // This product's bulk edit (issue 33): nothing at all where the backend does not offer it.
  const bulk = useBulkEditScreen(search, list.count ?? 0);
  const rows = list.table.rows;
  // A deleted dataset's row leaves the list: focus goes to the row in its place, else the page's heading.
  const focus = useFocusAfterLeaving<HTMLDivElement>(
    (id) => rows.some((row) => row.id === id),
    'tbody tr',
    () => document.getElementById('page-title'),
  );

  return (
    <ListScreen
      title={t`Datasets`}
      actions={
        <>
          <Button
            variant="secondary"
            loading={actions.exporting}
            onClick={() => actions.exportFile(filtersOf(search))}
          >
            {t`Export`}
          </Button>
          <AddLink to="/$locale/data/datasets/new/">{t`Add a dataset`}</AddLink>
        </>
      }
      header={<DatasetCounts />}
      searchLabel={t`Search datasets`}
      list={list}
      controls={<DatasetListControls search={search} onChange={(next) => list.update(next)} />}
    >
      {bulk.panel}
      <div ref={focus.list} className="contents">
        <DatasetTable
          {...list.table}
          selection={bulk.selection}
          onDuplicate={(id, into) => void actions.duplicate(id, into)}
          duplicating={actions.duplicating}
          onDelete={(dataset) =>
            actions.remove(dataset, () =>
              focus.leaves(
                dataset.id,
                rows.findIndex((row) => row.id === dataset.id),
              ),
            )
          }
        />
      </div>
    </ListScreen>
  );
}
