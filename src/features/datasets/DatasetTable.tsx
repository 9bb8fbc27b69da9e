import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Dataset } from '../../api/datasets';
import { recordTypesQuery } from '../../api/referenceLists';
import { datasetRightsOf } from '../../auth/objectRights';
import { useSession } from '../../auth/useSession';
import { formatDate, formatDateTime } from '../../lib/formatDate';
import { Button } from '../../ui/Button';
import type { ListTableProps } from '../../ui/list/listTable';
import { RowDeleteButton, rowActionLinkClass } from '../../ui/RowActions';
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
      cell: (d) => formatDate(d.creation_date, locale),
    },
    {
      id: 'revised',
      header: t`Last revision`,
      sortKey: 'last_modified',
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

  /** The actions the person may take on one dataset: none the server would refuse. */
  function actionsOf(d: Dataset) {
    const rights = rightsOf(d);
    const into = rights.duplicateInto;
    return (
      <div className="flex flex-wrap items-center gap-2">
        {/* Said where the refused actions would be: the row header stays the dataset's name. */}
        {rights.edit ? null : <ReadOnlyMark />}
        {rights.edit ? (
          <Link
            to="/$locale/data/datasets/$id/"
            params={{ locale, id: d.id }}
            className={rowActionLinkClass}
            aria-label={t`Edit ${d.display_name}`}
          >
            {t`Edit`}
          </Link>
        ) : null}
        {rights.manageRights ? (
          <Link
            to="/$locale/data/datasets/$id/permissions/"
            params={{ locale, id: d.id }}
            className={rowActionLinkClass}
            aria-label={t`Permissions of ${d.display_name}`}
          >
            {t`Permissions`}
          </Link>
        ) : null}
        {into !== null ? (
          <Button
            variant="secondary"
            className="px-2 py-1 text-sm"
            loading={duplicating === d.id}
            onClick={() => onDuplicate(d.id, into)}
            aria-label={t`Duplicate ${d.display_name}`}
          >
            {t`Duplicate`}
          </Button>
        ) : null}
        {rights.delete ? <RowDeleteButton name={d.display_name} onDelete={() => onDelete(d)} /> : null}
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
    />
  );
}
