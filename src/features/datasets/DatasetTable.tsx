import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Dataset } from '../../api/datasets';
import { recordTypesQuery } from '../../api/referenceLists';
import { datasetRightsOf } from '../../auth/objectRights';
import { useSession } from '../../auth/useSession';
import { formatDate, formatDateTime } from '../../lib/formatDate';
import type { ListTableProps } from '../../ui/list/listTable';
import { RowMenu, type RowMenuEntry } from '../../ui/list/RowMenu';
import { rowActionLinkClass, useDeleteEntry } from '../../ui/RowActions';
import { type Column, Table, type TableSelection } from '../../ui/Table';
import { isPublished } from './datasetListSearch';
import { PublicationState, PublishToggle } from './PublishToggle';
import { ReadOnlyMark } from './ReadOnlyMark';

type Props = ListTableProps<Dataset> & {
  /** Duplicates the dataset into the organisation given (one the person manages). */
  onDuplicate: (id: number, into: number) => void;
  duplicating: number | null;
  onDelete: (dataset: Dataset) => void;
  /** Check boxes of the bulk edit (issue 33); none without it. */
  selection?: TableSelection<Dataset>;
};

export function DatasetTable({ onDuplicate, duplicating, onDelete, selection, ...table }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const user = useSession().userData;
  const deleteEntry = useDeleteEntry();
  // Only what the server accepts is offered; a dataset the person may only view is marked so.
  const rightsOf = (dataset: Dataset) => datasetRightsOf(user, dataset);
  const recordTypes = useQuery(recordTypesQuery(locale));
  const recordTypeLabel = (id: number | null) =>
    recordTypes.data?.find((type) => type.id === id)?.label ?? '';

  const columns: Column<Dataset>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'display_name',
      rowHeader: true,
      cell: (dataset) => (
        <Link
          to="/$locale/data/datasets/$id/"
          params={{ locale, id: dataset.id }}
          className="font-medium text-blue-700 underline"
        >
          {dataset.display_name}
        </Link>
      ),
    },
    {
      id: 'organisation',
      header: t`Organisation`,
      sortKey: 'usergroup__display_name',
      cell: (d) => d.usergroup_display_name,
    },
    { id: 'record-type', header: t`Record type`, cell: (d) => recordTypeLabel(d.record_type) },
    {
      id: 'created',
      header: t`Creation date`,
      sortKey: 'creation_date',
      className: 'whitespace-nowrap',
      cell: (d) => formatDate(d.creation_date, locale),
    },
    {
      id: 'revised',
      header: t`Last revision`,
      sortKey: 'last_modified',
      className: 'whitespace-nowrap',
      cell: (d) => formatDateTime(d.last_modified, locale),
    },
    {
      id: 'publication',
      header: t`Publication`,
      sortKey: 'publish',
      cell: (d) =>
        rightsOf(d).publish ? (
          <PublishToggle datasetId={d.id} name={d.display_name} published={isPublished(d)} />
        ) : (
          <PublicationState published={isPublished(d)} />
        ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: actionsOf,
    },
  ];

  /**
   * The actions the person may take on one dataset, none the server would refuse: Edit as the row's
   * primary action, the others in the row's menu.
   */
  function actionsOf(d: Dataset) {
    const rights = rightsOf(d);
    const into = rights.duplicateInto;
    const name = d.display_name;
    const entries: RowMenuEntry[] = [];
    if (rights.manageRights)
      entries.push({
        key: 'permissions',
        label: t`Permissions`,
        accessibleName: t`Permissions of ${name}`,
        link: (props) => (
          <Link to="/$locale/data/datasets/$id/permissions/" params={{ locale, id: d.id }} {...props} />
        ),
      });
    if (into !== null)
      entries.push({
        key: 'duplicate',
        label: t`Duplicate`,
        accessibleName: t`Duplicate ${name}`,
        onSelect: () => onDuplicate(d.id, into),
      });
    if (rights.delete) entries.push(deleteEntry(name, () => onDelete(d)));
    return (
      <div className="flex items-center gap-2">
        {/* Said where the refused actions would be: the row header stays the dataset's name. */}
        {rights.edit ? (
          <Link
            to="/$locale/data/datasets/$id/"
            params={{ locale, id: d.id }}
            className={rowActionLinkClass}
            aria-label={t`Edit ${name}`}
          >
            {t`Edit`}
          </Link>
        ) : (
          <ReadOnlyMark />
        )}
        <RowMenu name={name} entries={entries} busy={duplicating === d.id} />
      </div>
    );
  }

  return (
    <Table
      {...table}
      caption={t`Datasets`}
      captionHidden
      columns={columns}
      getRowId={(dataset) => String(dataset.id)}
      {...(selection ? { selection } : {})}
      emptyMessage={t`No dataset matches this search.`}
      // What a phone shows above the fold; the others follow, one per frame (issue 49, measure 2).
      rowsAtOnce={4}
    />
  );
}
