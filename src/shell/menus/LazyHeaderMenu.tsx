import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type MenuActivation, openingKeyOf } from '../../ui/menuActivation';
import { headerDropdownModule } from './headerDropdownModule';
import { watchFocus } from './lazyModule';
import type { MenuButtonFace, MenuEntry, MenuHandover } from './menuEntries';
import { menuButtonClassName } from './menuStyles';

type HeaderDropdownModule = typeof import('./HeaderDropdown');

/**
 * A header menu whose code (Headless UI's menu) is fetched on the person's first intent to open it:
 * until then its button is a plain one that looks and is named the same. Pointing at it, focusing or
 * touching it starts the fetch; opening it (a click, Enter, Space, ArrowDown, ArrowUp) is remembered
 * and played again on the real button once it has taken the placeholder's place.
 */
export function LazyHeaderMenu({ button, entries }: { button: MenuButtonFace; entries: MenuEntry[] }) {
  const [dropdown, setDropdown] = useState<HeaderDropdownModule | null>(headerDropdownModule.current);
  const [handover, setHandover] = useState<MenuHandover | undefined>(undefined);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const activation = useRef<MenuActivation | null>(null);
  // Where the focus was when the person asked to open: a Tab pressed while the code came is theirs.
  const focusAtRequest = useRef<ReturnType<typeof watchFocus> | null>(null);
  // As Headless UI's button does: a mouse opens on press, a touch or an assistive technology on click.
  const lastPointerType = useRef<string | null>(null);

  useEffect(() => {
    if (dropdown) return;
    const takeOver = (module: HeaderDropdownModule) => {
      // Read now, before React removes the placeholder and the focus with it.
      const focus = placeholderRef.current !== null && placeholderRef.current === document.activeElement;
      const kept = focusAtRequest.current?.kept() ?? true;
      setHandover({ focus, activation: kept ? activation.current : null });
      activation.current = null;
      focusAtRequest.current = null;
      setDropdown(module);
    };
    const unsubscribe = headerDropdownModule.subscribe(takeOver);
    const arrived = headerDropdownModule.current();
    if (arrived) takeOver(arrived);
    return unsubscribe;
  }, [dropdown]);

  if (dropdown) return <dropdown.HeaderDropdown button={button} entries={entries} handover={handover} />;

  const prefetch = () => {
    headerDropdownModule.load().catch(() => {
      // The placeholder stays; the next intent tries again.
    });
  };
  const open = (next: MenuActivation) => {
    activation.current = next;
    focusAtRequest.current = watchFocus(() => placeholderRef.current);
    headerDropdownModule.load().catch(() => {
      // Not opened now: a later intent that loads the menu must not open it unasked.
      activation.current = null;
    });
  };
  // A second press before the code arrives closes again, as it would the real menu.
  const toggle = () => {
    if (activation.current) activation.current = null;
    else open('press');
  };

  return (
    <div className="relative">
      <button
        ref={placeholderRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={button.label}
        className={menuButtonClassName}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onPointerDown={(event: ReactPointerEvent<HTMLButtonElement>) => {
          lastPointerType.current = event.pointerType;
          if (event.pointerType === 'mouse' && event.button === 0) toggle();
        }}
        onClick={() => {
          if (lastPointerType.current !== 'mouse') toggle();
        }}
        onKeyDown={(event: ReactKeyboardEvent<HTMLButtonElement>) => {
          const key = openingKeyOf(event.key);
          if (key) {
            // No click from Enter, no page scroll from Space or the arrows.
            event.preventDefault();
            event.stopPropagation();
            open(key);
          } else if (event.key === 'Escape') {
            activation.current = null;
          }
        }}
        onKeyUp={(event: ReactKeyboardEvent<HTMLButtonElement>) => {
          // Space clicks a button on key up: the key down has already opened.
          if (event.key === ' ') event.preventDefault();
        }}
      >
        {button.content}
      </button>
    </div>
  );
}
