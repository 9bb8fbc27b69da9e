import { Field, Label, Switch } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicationTarget } from '../../../machines/datasetPublication.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { useForbiddenPage } from '../../auth/useForbiddenPage';
import { provideDatasetPublicationMachine } from '../../flows/datasetPublication';
import { inspect } from '../../lib/inspection/inspect';
import { notify } from '../../notifications/notificationStore';
import { Spinner } from '../../ui/Spinner';
import { DormantPublishSwitch, type PublishWake } from './DormantPublishSwitch';
import { publicationFailure, publicationSuccess } from './publicationMessages';

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
  const wake = useCallback(
    ({ publish, focus }: PublishWake) =>
      setStart({ published: !publish, count: 0, request: { publish, focus } }),
    [],
  );
  return (
    <div ref={wrapper}>
      {start === null ? (
        <DormantPublishSwitch name={name} published={published} onWake={wake} />
      ) : (
        <PublicationSwitch
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

type SwitchProps = {
  target: PublicationTarget;
  name: string;
  startsPublished: boolean;
  refreshed: boolean;
  onRestart: (published: boolean) => void;
  focusOnMount: boolean;
  /** The publication the dormant switch's first use asked for, sent to the new machine on mount. */
  request: boolean | null;
};

function PublicationSwitch({
  target,
  name,
  startsPublished,
  refreshed,
  onRestart,
  focusOnMount,
  request,
}: SwitchProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      provideDatasetPublicationMachine(queryClient, (request) => {
        notify('success', [publicationSuccess(i18n, target.kind, request, name)]);
      }),
    [i18n, name, queryClient, target.kind],
  );
  const actor = useActorRef(machine, { input: { target, published: startsPublished }, inspect });
  const published = useSelector(actor, (snapshot) => snapshot.context.published);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'failed' }));
  const settled = useSelector(
    actor,
    (snapshot) => snapshot.matches({ ready: 'idle' }) || snapshot.matches({ ready: 'succeeded' }),
  );

  // The refreshed flag last taken into account: a change is adopted once the switch is settled.
  const adopted = useRef(refreshed);
  useEffect(() => {
    if (!settled || refreshed === adopted.current) return;
    adopted.current = refreshed;
    if (refreshed !== actor.getSnapshot().context.published) onRestart(refreshed);
  }, [settled, refreshed, actor, onRestart]);

  const showForbiddenPage = useForbiddenPage();
  useEffect(() => {
    if (!error) return;
    // A refusal (403) of any of its calls, the scenarios' list included, leads to the 403 page
    // (section 6): a Retry would only be refused again.
    if (error.code !== 'noScenario' && apiErrorFromThrown(error.cause).kind === 'forbidden') {
      showForbiddenPage();
      return;
    }
    const failure = publicationFailure(i18n, target.kind, error);
    if (failure) notify('error', failure.lines, failure.title);
  }, [error, i18n, showForbiddenPage, target.kind]);

  const switchRef = useRef<HTMLButtonElement>(null);
  // Mount only: a switch that replaces a focused one takes the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) switchRef.current?.focus();
    if (request !== null) actor.send({ type: 'publication.requested', publish: request });
  }, []);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Field className="flex items-center gap-2">
        {/* While busy the switch stays focusable (aria-disabled, not disabled): a disabled control drops
          the keyboard focus to the page's body and the person loses their place. */}
        <Switch
          ref={switchRef}
          checked={published}
          onChange={(publish) => {
            if (!busy) actor.send({ type: 'publication.requested', publish });
          }}
          aria-busy={busy}
          aria-disabled={busy || undefined}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition aria-disabled:opacity-60 data-checked:bg-green-700"
        >
          <span className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
        </Switch>
        <Label className="text-sm text-slate-800">
          {published ? t`Published` : t`Unpublished`}
          <span className="sr-only"> — {name}</span>
        </Label>
        {busy ? <Spinner className="h-4 w-4" /> : null}
      </Field>
      {/* After a failure the switch shows the previous state; this runs the failed request again. */}
      {failed ? (
        <button
          type="button"
          onClick={() => actor.send({ type: 'publication.retried' })}
          className="rounded border border-slate-500 px-2 py-0.5 text-sm text-slate-900 hover:bg-slate-100"
        >
          {t`Retry`}
          <span className="sr-only"> — {name}</span>
        </button>
      ) : null}
    </div>
  );
}
