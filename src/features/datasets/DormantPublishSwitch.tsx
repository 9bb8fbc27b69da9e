import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** What the first use of a dormant switch asks of the real one: the state requested, and the focus. */
export type PublishWake = { publish: boolean; focus: boolean };

/**
 * A publish switch before its first use: the same markup, names and state as the Headless UI switch of
 * `PublishToggle` (a `switch` named by its label, `aria-checked`), without its publication machine. Every
 * row of the dataset list built a machine, its subscriptions and a Headless UI field at render: each row
 * was a task of 60–100 ms under a phone's CPU with its menu (issue 49, bench measure 2, TBT). The first
 * toggle (a press, Space, or a press on the label, as Headless UI's switch toggles) wakes the real switch,
 * which takes the focus if this one had it and sends the requested publication to its new machine.
 */
export function DormantPublishSwitch({
  name,
  published,
  onWake,
  onIntent,
}: {
  name: string;
  published: boolean;
  onWake: (wake: PublishWake) => void;
  /** The pointer over the switch or its label, or the focus on the switch: its use may come. */
  onIntent?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const switchId = `${id}switch`;
  const labelId = `${id}label`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-2">
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={published}
          aria-labelledby={labelId}
          aria-busy={false}
          data-checked={published ? '' : undefined}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={(event) => {
            // As Headless UI's switch does: the click toggles, and submits nothing.
            event.preventDefault();
            onWake({ publish: !published, focus: event.currentTarget === document.activeElement });
          }}
          // As Headless UI's switch does: Space toggles on its release, Enter does not toggle.
          onKeyUp={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            onWake({ publish: !published, focus: true });
          }}
          onKeyPress={(event) => event.preventDefault()}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition aria-disabled:opacity-60 data-checked:bg-green-700"
        >
          <span className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
        </button>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the switch itself, as with Headless UI's label */}
        <label
          id={labelId}
          htmlFor={switchId}
          className="text-sm text-slate-800"
          onPointerEnter={onIntent}
          onClick={(event) => {
            // As Headless UI's label does: a press on it toggles the switch and focuses it.
            event.preventDefault();
            onWake({ publish: !published, focus: true });
          }}
        >
          {published ? t`Published` : t`Unpublished`}
          <span className="sr-only"> — {name}</span>
        </label>
      </div>
    </div>
  );
}
