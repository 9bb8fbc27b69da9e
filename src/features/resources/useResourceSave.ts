import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { waitFor } from 'xstate';
import type {
  ExistingResource,
  ResourceSaveOutcome,
  ResourceType,
} from '../../../machines/resourceSave.machine';
import { createFileRegistry } from '../../flows/fileRegistry';
import { useGlobalModals } from '../../flows/globalModals';
import { inspect } from '../../flows/inspection';
import { abandonResourceSave, isHalfCreated, provideResourceSaveMachine } from '../../flows/resourceSave';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { kindSubmissionOf, type ResourceFormValues, resourceFieldsOf } from './resourceFormSchema';
import { resourceSaveFailure } from './resourceMessages';

export type ResourceSaveOptions = {
  datasetId: number;
  usergroupId: number;
  type: ResourceType;
  isSuperuser: boolean;
  existing: ExistingResource | null;
  /** The scenario was launched: the dialog closes, then tells the person (navigation clears toasts). */
  onLaunched: (outcome: ResourceSaveOutcome) => void;
};

/**
 * One resource dialog's save, through the resource machine: the form's submission runs up to the
 * scenario choice, which the dialog shows from `choosing`; the end (launch or failure) is reported by
 * `onLaunched` or a toast. The real upload drives the global progress modal.
 */
export function useResourceSave({ onLaunched, ...input }: ResourceSaveOptions) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { progress } = useGlobalModals();
  const files = useMemo(() => createFileRegistry(), []);
  const machine = useMemo(
    () => provideResourceSaveMachine({ queryClient, progress, files }),
    [queryClient, progress, files],
  );
  const actor = useActorRef(machine, { input, inspect });
  const launched = useRef(onLaunched);
  launched.current = onLaunched;

  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const entered = (state: { editing: 'succeeded' | 'failed' }) =>
        snapshot.matches(state) && !previous.matches(state);
      if (entered({ editing: 'succeeded' }) && snapshot.context.outcome)
        launched.current(snapshot.context.outcome);
      if (entered({ editing: 'failed' })) {
        const failure = resourceSaveFailure(i18n, snapshot.context);
        if (failure) notify('error', failure.lines, failure.title);
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor, i18n]);

  // Leaving mid-creation, inside the application (Back, a link): the half-made resource is removed
  // and the progress modal closed. Leaving the page itself (reload, closing the tab) cannot be
  // cleaned up after, so the browser asks first while a new resource is half made.
  const leaving = useRef({ queryClient, progress });
  leaving.current = { queryClient, progress };
  useEffect(() => () => abandonResourceSave(actor.getSnapshot(), leaving.current), [actor]);
  const halfCreated = useSelector(actor, isHalfCreated);
  useEffect(() => {
    if (!halfCreated) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [halfCreated]);

  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const choosing = useSelector(actor, (snapshot) => snapshot.matches('choosingScenario'));
  const running = useSelector(actor, (snapshot) => snapshot.matches('runningScenario'));
  const scenarios = useSelector(actor, (snapshot) => snapshot.context.scenarios);

  /**
   * Sends the form; resolves once the person has a choice to make or the save has ended, with the field
   * messages of a refused request (null otherwise) for the form to show on its fields.
   */
  async function submit(
    values: ResourceFormValues,
    hasFtpAccess: boolean,
  ): Promise<ServerFieldErrors | null> {
    const file = values.kind === 'file-upload' && values.file ? files.register(values.file) : null;
    actor.send({
      type: 'resource.submitted',
      fields: resourceFieldsOf(values),
      record: kindSubmissionOf(values, { file, hasFtpAccess }),
    });
    // The scenario choice is not busy: it waits for the person.
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    if (file) files.release(file);
    if (!settled.matches({ editing: 'failed' })) return null;
    return resourceSaveFailure(i18n, settled.context)?.fieldErrors ?? null;
  }

  return {
    submit,
    /** A request of the save is under way (the form's button shows a spinner). */
    busy: busy && !running,
    choosing: choosing || running,
    running,
    scenarios,
    chooseScenario: (scenarioId: number) => actor.send({ type: 'scenario.chosen', scenarioId }),
    dismissScenarios: () => actor.send({ type: 'scenario.dismissed' }),
  };
}

export type ResourceSave = ReturnType<typeof useResourceSave>;
