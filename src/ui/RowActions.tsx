import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RowMenu, type RowMenuEntry } from './list/RowMenu';

/** A row's primary action shown as a link (it opens a page), beside the row's menu. */
export const rowActionLinkClass =
  'rounded border border-slate-500 px-2 py-1 text-sm whitespace-nowrap text-slate-900 hover:bg-slate-100';

/** What the row's page link is given: its look, and Edit or View as its words. */
export type RowOpenLink = { className: string; 'aria-label': string; children: string };

type RowActionsProps = {
  /** The row's name, said in each action's accessible name ('Edit {name}', 'Delete {name}'). */
  name: string;
  /** Whether the person may change the row: its link says Edit, otherwise View (it opens read-only). */
  editable: boolean;
  /** The row's page link (a typed router link), spread with the props that make it Edit or View. */
  open: (link: RowOpenLink) => ReactNode;
  /** Without it there is no Delete entry: the person may not delete the row. */
  onDelete?: () => void;
};

/**
 * The actions cell of a list row: open the row's page (its one primary action) and, for who may, the
 * row's menu with Delete. Every list writes its actions this way, so that a row never offers what the
 * server would refuse.
 */
export function RowActions({ name, editable, open, onDelete }: RowActionsProps) {
  const { t } = useLingui();
  const deleteEntry = useDeleteEntry();
  return (
    <div className="flex items-center gap-2">
      {open({
        className: rowActionLinkClass,
        'aria-label': editable ? t`Edit ${name}` : t`View ${name}`,
        children: editable ? t`Edit` : t`View`,
      })}
      <RowMenu name={name} entries={onDelete ? [deleteEntry(name, onDelete)] : []} />
    </div>
  );
}

/** A row menu's Delete entry; the screen confirms before anything is deleted. */
export function useDeleteEntry() {
  const { t } = useLingui();
  return (name: string, onDelete: () => void): RowMenuEntry => ({
    key: 'delete',
    label: t`Delete`,
    accessibleName: t`Delete ${name}`,
    destructive: true,
    onSelect: onDelete,
  });
}
