import { Field, Label, Switch } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { PublicationTarget } from '../../../machines/datasetPublication.machine';
import { apiErrorFromThrown } from '../../api/errors';
import { useForbiddenPage } from '../../auth/useForbiddenPage';
import { provideDatasetPublicationMachine } from '../../flows/datasetPublication';
import { inspect } from '../../lib/inspection/inspect';
import { notify } from '../../notifications/notificationStore';
import { Spinner } from '../../ui/Spinner';
import { publicationFailure, publicationSuccess } from './publicationMessages';

// The awake publish switch: its publication machine and Headless UI's switch. A module of its own,
// fetched on a switch's first use (PublishToggle.tsx), so that a list of switches nobody touches loads
// neither the machine nor Headless UI (issue 49, bench measure 2).

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

export function PublicationSwitch({
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
