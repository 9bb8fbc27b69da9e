import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { replayActivation } from '../../ui/menuActivation';
import type { MenuButtonFace, MenuEntry, MenuHandover } from './menuEntries';
import {
  actionItemClassName,
  linkItemClassName,
  menuButtonClassName,
  menuItemsClassName,
} from './menuStyles';

export interface HeaderDropdownProps {
  button: MenuButtonFace;
  entries: MenuEntry[];
  /** Set when this menu replaces a placeholder the person had focused or opened. */
  handover?: MenuHandover;
}

/**
 * A header dropdown: Headless UI's menu, loaded only once a person shows the intent to open one
 * (issue 31: its 24 kB are not part of the first screen).
 */
export function HeaderDropdown({ button, entries, handover }: HeaderDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Only what the placeholder handed over at the swap counts, not later renders.
  const [initialHandover] = useState(handover);

  // A layout effect: the focus moves to the real button in the same task as the placeholder leaves,
  // so that nothing (a key press, an assistive technology) ever finds the focus on the page's body.
  useLayoutEffect(() => {
    const element = buttonRef.current;
    if (!element || !initialHandover) return;
    if (initialHandover.focus) element.focus({ preventScroll: true });
    if (initialHandover.activation) replayActivation(element, initialHandover.activation);
  }, [initialHandover]);

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={buttonRef} className={menuButtonClassName} aria-label={button.label}>
        {button.content}
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClassName}>
        {entries.map((entry) => (
          <MenuItem key={entry.key}>
            {'href' in entry ? (
              <a href={entry.href} className={linkItemClassName}>
                {entry.label}
              </a>
            ) : (
              <button
                type="button"
                lang={entry.lang}
                onClick={entry.onSelect}
                aria-current={entry.current ? 'true' : undefined}
                className={actionItemClassName}
              >
                {entry.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
