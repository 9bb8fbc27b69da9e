import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type MenuActivation, openingKeyOf, replayActivation } from '../menuActivation';
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

/** What the placeholder hands over to the real menu when it takes its place. */
type Handover = { focus: boolean; activation: MenuActivation | null };

/**
 * The other actions of a list row, beside its one primary action (audit U2: four buttons and a red
 * Delete on every row made rows two lines tall). A Headless UI menu: arrow keys, Enter, Escape and
 * typing a letter work as in any menu. Only entries the person may use are given, so an empty menu is
 * not drawn.
 *
 * Until the person reaches its button (a press, the focus, a touch), the menu is a plain button that
 * looks and is named the same: twenty mounted Headless UI menus made each row of
 * the dataset list a task of 60–100 ms under a phone's CPU (issue 49, bench measure 2, TBT). The press,
 * click or opening key that reached the placeholder is played again on the real button, as the header
 * menus do, and the focus handed over.
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
  const [handover, setHandover] = useState<Handover | null>(null);
  if (entries.length === 0) return null;
  const label = t`Actions for ${name}`;
  const face = (
    <>
      {t`Actions`}
      {busy ? <Spinner className="h-3 w-3" /> : <span aria-hidden="true">▾</span>}
    </>
  );
  if (handover === null) {
    return <DormantButton label={label} busy={busy} face={face} onWake={setHandover} />;
  }
  return <AwakeRowMenu label={label} busy={busy} face={face} entries={entries} handover={handover} />;
}

function DormantButton({
  label,
  busy,
  face,
  onWake,
}: {
  label: string;
  busy: boolean;
  face: ReactNode;
  onWake: (handover: Handover) => void;
}) {
  const wake = (activation: MenuActivation | null, focus: boolean) => onWake({ focus, activation });
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={label}
      aria-busy={busy || undefined}
      className={rowMenuClasses.button}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') {
          if (event.button !== 0) return;
          // As Headless UI's button does, a mouse opens on press and takes no focus; the click that
          // follows the press no longer finds this button.
          event.preventDefault();
          wake('press', false);
        } else {
          // A touch or a pen: the real button is there before the click that opens it.
          wake(null, false);
        }
      }}
      onFocus={() => wake(null, true)}
      onClick={(event) => wake('press', event.currentTarget === document.activeElement)}
      onKeyDown={(event) => {
        const key = openingKeyOf(event.key);
        if (!key) return;
        // No click from Enter, no page scroll from Space or the arrows: the real button opens.
        event.preventDefault();
        wake(key, true);
      }}
    >
      {face}
    </button>
  );
}

function AwakeRowMenu({
  label,
  busy,
  face,
  entries,
  handover,
}: {
  label: string;
  busy: boolean;
  face: ReactNode;
  entries: readonly RowMenuEntry[];
  handover: Handover;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Only what the placeholder handed over at the swap counts, not later renders.
  const [initialHandover] = useState(handover);
  // A layout effect: the focus moves to the real button in the task the placeholder leaves in, so that
  // no key press finds the focus on the page's body.
  useLayoutEffect(() => {
    const element = buttonRef.current;
    if (!element) return;
    if (initialHandover.focus) element.focus({ preventScroll: true });
    if (initialHandover.activation) replayActivation(element, initialHandover.activation);
  }, [initialHandover]);
  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        aria-label={label}
        aria-busy={busy || undefined}
        className={rowMenuClasses.button}
      >
        {face}
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
