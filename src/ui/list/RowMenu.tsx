import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { Spinner } from '../Spinner';

/** What a menu link is given: its look, its words and its accessible name (with the row's object). */
export type RowMenuLinkProps = { className: string; 'aria-label': string; children: string };

/** One entry of a row menu: a page to open, or an action (the screen confirms what needs confirming). */
export type RowMenuEntry = {
  key: string;
  /** The visible word: Delete, Duplicate… */
  label: string;
  /** Said with the row's object, as the buttons of the rows were: 'Delete Roads of Cayenne'. */
  accessibleName: string;
  /** Deleting and other actions that cannot be undone: only the item itself looks so. */
  destructive?: boolean;
} & ({ onSelect: () => void } | { link: (props: RowMenuLinkProps) => ReactElement });

/** The looks of a row menu, for a menu whose entries come later (the task list's, from the server). */
export const rowMenuClasses = {
  button:
    'inline-flex items-center gap-1 rounded border border-slate-500 px-2 py-1 text-sm whitespace-nowrap text-slate-900 hover:bg-slate-100',
  items: 'z-40 mt-1 min-w-44 rounded-md border border-slate-300 bg-white py-1 shadow-lg focus:outline-none',
  item: 'block w-full px-4 py-2 text-left text-sm data-focus:bg-blue-50 data-disabled:text-slate-700',
  destructive: 'font-medium text-red-800',
  plain: 'text-slate-900',
} as const;

/**
 * The other actions of a list row, beside its one primary action (audit U2: four buttons and a red
 * Delete on every row made rows two lines tall). A Headless UI menu: arrow keys, Enter, Escape and
 * typing a letter work as in any menu. Only entries the person may use are given, so an empty menu is
 * not drawn.
 */
export function RowMenu({
  name,
  entries,
  busy = false,
}: {
  /** The row's object, said in the menu button's name. */
  name: string;
  entries: readonly RowMenuEntry[];
  /** An action of the row is under way (a duplication). */
  busy?: boolean;
}) {
  const { t } = useLingui();
  if (entries.length === 0) return null;
  return (
    <Menu>
      <MenuButton
        aria-label={t`Actions for ${name}`}
        aria-busy={busy || undefined}
        className={rowMenuClasses.button}
      >
        {t`Actions`}
        {busy ? <Spinner className="h-3 w-3" /> : <span aria-hidden="true">▾</span>}
      </MenuButton>
      <MenuItems anchor="bottom end" className={rowMenuClasses.items}>
        {entries.map((entry) => {
          const className = `${rowMenuClasses.item} ${entry.destructive ? rowMenuClasses.destructive : rowMenuClasses.plain}`;
          return (
            <MenuItem key={entry.key}>
              {'link' in entry ? (
                entry.link({ className, 'aria-label': entry.accessibleName, children: entry.label })
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-label={entry.accessibleName}
                  onClick={entry.onSelect}
                >
                  {entry.label}
                </button>
              )}
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
