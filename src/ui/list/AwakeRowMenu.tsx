import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { replayActivation } from '../menuActivation';
import { type Handover, type RowMenuEntry, rowMenuClasses } from './rowMenuParts';

// The real row menu, Headless UI's: a module of its own, fetched when a person reaches a row's menu
// button (RowMenu.tsx), so that a list whose menus nobody opens loads no Headless UI (issue 49, bench
// measure 2).

export function AwakeRowMenu({
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
