import type { ReactElement } from 'react';
import type { MenuActivation } from '../menuActivation';

// What the row menu's placeholder (RowMenu.tsx) and its real menu (AwakeRowMenu.tsx, fetched on first
// use) share.

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

/** What the placeholder hands over to the real menu when it takes its place. */
export type Handover = { focus: boolean; activation: MenuActivation | null };
