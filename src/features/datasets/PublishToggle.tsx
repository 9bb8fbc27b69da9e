import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PublicationTarget } from '../../../machines/datasetPublication.machine';
import { notifyActionsUnavailable } from '../../shell/menus/actionsUnavailable';
import { createLazyModule, handOverWhenLoaded } from '../../shell/menus/lazyModule';
import { DormantPublishSwitch, type PublishWake } from './DormantPublishSwitch';

/**
 * The awake switch (its publication machine, Headless UI's switch) is fetched on the first sign of use:
 * the pointer over a switch, its focus, its first toggle. With it in the list's own code, the dataset
 * list waited for Headless UI (57 kB) before it could show (issue 49, bench measure 2).
 */
const publicationSwitch = createLazyModule(() => import('./PublicationSwitch'));
const prefetchSwitch = () => {
  publicationSwitch.load().catch(() => {
    // The toggle tries again, and says so if it fails.
  });
};

type PublishToggleProps = { datasetId: number; name: string; published: boolean };

/** The publication of a dataset or a resource the person may not change: said, not offered as a switch. */
export function PublicationState({ published }: { published: boolean }) {
  const { t } = useLingui();
  return <span className="text-sm text-slate-800">{published ? t`Published` : t`Unpublished`}</span>;
}

/** The publish switch of one dataset. */
export function PublishToggle({ datasetId, ...props }: PublishToggleProps) {
  const target = useMemo(() => ({ kind: 'dataset' as const, datasetId }), [datasetId]);
  return <TargetPublishToggle target={target} {...props} />;
}

type TargetProps = {
  target: PublicationTarget;
  /** The dataset's or the resource's name: the success message and the switch's accessible name say it. */
  name: string;
  /** Whether the target is published, as the list or the page last read it. */
  published: boolean;
};

/**
 * The publish switch of a dataset or of one resource link of a dataset, through the publication
 * machine: the matching scenario is found and run; the switch waits meanwhile and says what happened.
 * The machine starts from the `published` flag as the list or the page shows it. A refreshed flag is
 * adopted only while the switch is settled (idle, or after a success): during a run or after a failure
 * the machine keeps its state (its Retry, the request it holds) and takes the flag once settled again.
 * A flag that differs from the switch's starts the machine again from it, keeping the keyboard focus.
 * The machine is created on the switch's first use (`DormantPublishSwitch` until then), which it is then
 * sent: a list of switches nobody touches builds no machines.
 */
export function TargetPublishToggle({ target, name, published }: TargetProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // No machine until the first use: the dormant switch shows the flag (see DormantPublishSwitch).
  const [start, setStart] = useState<Start | null>(null);
  // Read while the previous switch is still in the page, before it is replaced.
  const hadFocus = wrapper.current?.contains(document.activeElement) ?? false;
  const restart = useCallback(
    (from: boolean) =>
      setStart((previous) => ({ published: from, count: (previous?.count ?? 0) + 1, request: null })),
    [],
  );
  const { i18n } = useLingui();
  const wake = useCallback(
    ({ publish, focus }: PublishWake) => {
      // The focus is handed over only if it has not moved since: the person may have gone on while
      // the switch's code came. The publication they asked for is sent all the same.
      handOverWhenLoaded(
        publicationSwitch,
        (focusKept) =>
          setStart({ published: !publish, count: 0, request: { publish, focus: focus && focusKept } }),
        () => notifyActionsUnavailable(i18n),
      );
    },
    [i18n],
  );
  const Awake = publicationSwitch.current()?.PublicationSwitch;
  return (
    <div ref={wrapper}>
      {start === null || !Awake ? (
        <DormantPublishSwitch name={name} published={published} onWake={wake} onIntent={prefetchSwitch} />
      ) : (
        <Awake
          key={start.count}
          target={target}
          name={name}
          startsPublished={start.published}
          refreshed={published}
          onRestart={restart}
          focusOnMount={start.request ? start.request.focus : hadFocus}
          request={start.request?.publish ?? null}
        />
      )}
    </div>
  );
}

/** Where the machine starts from, and the request the dormant switch's first use hands over. */
type Start = { published: boolean; count: number; request: PublishWake | null };
