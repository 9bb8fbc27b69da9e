import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Jurisdiction } from '../../api/jurisdictions';
import { Button } from '../../ui/Button';
import { type Column, Table } from '../../ui/Table';

type Props = {
  rows: readonly Jurisdiction[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Only superusers change jurisdictions: without it there is no delete button. */
  onDelete?: (jurisdiction: Jurisdiction) => void;
};

export function JurisdictionTable({ rows, loading, error, onRetry, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;

  const columns: Column<Jurisdiction>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (jurisdiction) => (
        <Link
          to="/$locale/jurisdictions/$id/"
          params={{ locale, id: jurisdiction.id }}
          className="font-medium text-blue-700 underline"
        >
          {jurisdiction.display_name}
        </Link>
      ),
    },
    { id: 'codename', header: t`Identification code`, cell: (jurisdiction) => jurisdiction.codename },
    {
      id: 'municipalities',
      header: t`Municipalities`,
      cell: (jurisdiction) => jurisdiction.municipalities.length,
    },
    {
      id: 'organisations',
      header: t`Organisations`,
      cell: (jurisdiction) => jurisdiction.organisations_count,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (jurisdiction) => {
        const name = jurisdiction.display_name;
        return (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/$locale/jurisdictions/$id/"
              params={{ locale, id: jurisdiction.id }}
              className="rounded border border-slate-500 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100"
              aria-label={onDelete ? t`Edit ${name}` : t`View ${name}`}
            >
              {onDelete ? t`Edit` : t`View`}
            </Link>
            {onDelete ? (
              <Button
                variant="danger"
                className="px-2 py-1 text-sm"
                onClick={() => onDelete(jurisdiction)}
                aria-label={t`Delete ${name}`}
              >
                {t`Delete`}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <Table
      caption={t`Jurisdictions`}
      captionHidden
      columns={columns}
      rows={rows}
      getRowId={(jurisdiction) => String(jurisdiction.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={t`No jurisdiction matches this search.`}
    />
  );
}
