import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { notifyActionsUnavailable } from '../../shell/menus/actionsUnavailable';
import { createLazyModule, handOverWhenLoaded } from '../../shell/menus/lazyModule';
import { type MenuActivation, openingKeyOf } from '../menuActivation';
import { Spinner } from '../Spinner';
import { type Handover, type RowMenuEntry, rowMenuClasses } from './rowMenuParts';

/**
 * The real menu (Headless UI's) is fetched on the first sign of use: the pointer over a menu button, its
 * focus, its press. With it in the lists' own code, the dataset list waited for Headless UI (57 kB)
 * before it could show (issue 49, bench measure 2).
 */
const awakeMenu = createLazyModule(() => import('./AwakeRowMenu'));
const prefetchMenu = () => {
  awakeMenu.load().catch(() => {
    // The press tries again, and says so if it fails.
  });
};

export type { Handover, RowMenuEntry, RowMenuLinkProps } from './rowMenuParts';
export { rowMenuClasses } from './rowMenuParts';

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
  const { t, i18n } = useLingui();
  const [handover, setHandover] = useState<Handover | null>(null);
  if (entries.length === 0) return null;
  const label = t`Actions for ${name}`;
  const face = (
    <>
      {t`Actions`}
      {busy ? <Spinner className="h-3 w-3" /> : <span aria-hidden="true">▾</span>}
    </>
  );
  const AwakeRowMenu = awakeMenu.current()?.AwakeRowMenu;
  if (handover === null || !AwakeRowMenu) {
    // What reached the placeholder is handed over only if the focus has not moved since: the person
    // may have gone on while the menu's code came (a Tab pressed meanwhile is theirs).
    const wake = (next: Handover) =>
      handOverWhenLoaded(
        awakeMenu,
        (focusKept) => setHandover(focusKept ? next : { focus: false, activation: null }),
        () => notifyActionsUnavailable(i18n),
      );
    return <DormantButton label={label} busy={busy} face={face} onWake={wake} />;
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
      onPointerEnter={prefetchMenu}
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
