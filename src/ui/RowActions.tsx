import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';

/** A row action shown as a link (it opens a page), beside the buttons of the same row. */
export const rowActionLinkClass =
  'rounded border border-slate-500 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100';

/** What the row's page link is given: its look, and Edit or View as its words. */
export type RowOpenLink = { className: string; 'aria-label': string; children: string };

type RowActionsProps = {
  /** The row's name, said in each action's accessible name ('Edit {name}', 'Delete {name}'). */
  name: string;
  /** Whether the person may change the row: its link says Edit, otherwise View (it opens read-only). */
  editable: boolean;
  /** The row's page link (a typed router link), spread with the props that make it Edit or View. */
  open: (link: RowOpenLink) => ReactNode;
  /** Without it there is no Delete button: the person may not delete the row. */
  onDelete?: () => void;
};

/**
 * The actions cell of a list row: open the row's page and, for who may, delete it. Every list writes
 * its actions this way, so that a row never offers what the server would refuse.
 */
export function RowActions({ name, editable, open, onDelete }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {open({
        className: rowActionLinkClass,
        'aria-label': editable ? t`Edit ${name}` : t`View ${name}`,
        children: editable ? t`Edit` : t`View`,
      })}
      {onDelete ? <RowDeleteButton name={name} onDelete={onDelete} /> : null}
    </div>
  );
}

/** A row's Delete button; the screen confirms before anything is deleted. */
export function RowDeleteButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="danger" className="px-2 py-1 text-sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
      {t`Delete`}
    </Button>
  );
}
