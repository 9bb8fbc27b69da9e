import { Field, Label, Switch } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { datasetKeys } from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { taskKeys } from '../../api/keys';
import { useForbiddenPage } from '../../auth/useForbiddenPage';
import { provideDatasetPublicationMachine } from '../../flows/datasetPublication';
import { inspect } from '../../flows/inspection';
import { notify } from '../../notifications/notificationStore';
import { Spinner } from '../../ui/Spinner';
import { publicationFailure, publicationSuccess } from './publicationMessages';

type PublishToggleProps = { datasetId: number; name: string; published: boolean };

/** The publication of a dataset the person may not change: said, not offered as a switch. */
export function PublicationState({ published }: { published: boolean }) {
  const { t } = useLingui();
  return <span className="text-sm text-slate-800">{published ? t`Published` : t`Unpublished`}</span>;
}

/**
 * The publish switch of one dataset, through the publication machine: the matching scenario is found
 * and run; the switch waits meanwhile and says what happened. The machine starts from the dataset's
 * `published` flag as the list or the page shows it: when a refresh changes that flag, the switch starts
 * again from the new one (keeping the keyboard focus where it was).
 */
export function PublishToggle(props: PublishToggleProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Read while the previous switch is still in the page, before it is replaced.
  const hadFocus = wrapper.current?.contains(document.activeElement) ?? false;
  return (
    <div ref={wrapper}>
      <PublicationSwitch key={String(props.published)} {...props} focusOnMount={hadFocus} />
    </div>
  );
}

function PublicationSwitch({
  datasetId,
  name,
  published: initiallyPublished,
  focusOnMount,
}: PublishToggleProps & { focusOnMount: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      provideDatasetPublicationMachine((request) => {
        notify('success', [publicationSuccess(i18n, request, name)]);
        void queryClient.invalidateQueries({ queryKey: datasetKeys.all });
        void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      }),
    [i18n, name, queryClient],
  );
  const actor = useActorRef(machine, { input: { datasetId, published: initiallyPublished }, inspect });
  const published = useSelector(actor, (snapshot) => snapshot.context.published);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'failed' }));

  const showForbiddenPage = useForbiddenPage();
  useEffect(() => {
    if (!error) return;
    // A refusal (403) of any of its calls, the scenarios' list included, leads to the 403 page
    // (section 6): a Retry would only be refused again.
    if (error.code !== 'noScenario' && apiErrorFromThrown(error.cause).kind === 'forbidden') {
      showForbiddenPage();
      return;
    }
    const failure = publicationFailure(i18n, error);
    if (failure) notify('error', failure.lines, failure.title);
  }, [error, i18n, showForbiddenPage]);

  const switchRef = useRef<HTMLButtonElement>(null);
  // Mount only: a switch that replaces a focused one takes the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) switchRef.current?.focus();
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
