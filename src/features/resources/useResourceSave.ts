import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, type SnapshotFrom, type Subscription, waitFor } from 'xstate';
import type { ExistingResource, ResourceCreationInput } from '../../../machines/resourceSaveVocabulary';
import type { LaunchableScenario } from '../../../machines/scenarioLaunch.machine';
import { ftpAccessKeys } from '../../api/keys';
import { createFileRegistry, type FileRegistry } from '../../flows/fileRegistry';
import {
  abandonResourceCreation,
  isHalfCreated,
  provideResourceCreationMachine,
  type ResourceCreationMachine,
} from '../../flows/resourceCreation';
import {
  abandonResourceModification,
  provideResourceModificationMachine,
  type ResourceModificationMachine,
} from '../../flows/resourceModification';
import { inspect } from '../../lib/inspection/inspect';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { kindSubmissionOf, type ResourceFormValues, resourceFieldsOf } from './resourceFormSchema';
import { type ResourceSaveOutcome, resourceSaveFailure } from './resourceMessages';

type LaunchedCallback = {
  /** The scenario was launched: the dialog closes, then tells the person (navigation clears toasts). */
  /** The scenario was launched; `name` is the resource's, as sent. */
  onLaunched: (outcome: ResourceSaveOutcome, name: string) => void;
};

export type ResourceCreationOptions = ResourceCreationInput & LaunchedCallback;
export type ResourceModificationOptions = ResourceCreationInput & {
  existing: ExistingResource;
} & LaunchedCallback;

/** Either save machine's actor: both have the form states, and the `launchScenario` child the dialog reads. */
type SaveActor = ActorRefFrom<ResourceCreationMachine> | ActorRefFrom<ResourceModificationMachine>;
type SaveSnapshot = SnapshotFrom<SaveActor>;
/** The union's overloaded `subscribe` is not callable as such: either actor is this observable. */
type SaveObservable = { subscribe(observer: (snapshot: SaveSnapshot) => void): Subscription };

const NO_SCENARIOS: readonly LaunchableScenario[] = [];

/**
 * A new resource's save, through the resource creation machine: leaving mid-creation (Back, a link)
 * removes the half-made resource and closes the progress modal; leaving the page itself (reload,
 * closing the tab) cannot be cleaned up after, so the browser asks first while it is half made.
 */
export function useResourceCreation({ onLaunched, ...input }: ResourceCreationOptions) {
  const queryClient = useQueryClient();
  const { progress } = useGlobalModals();
  const files = useMemo(() => createFileRegistry(), []);
  const machine = useMemo(
    () => provideResourceCreationMachine({ queryClient, progress, files }),
    [queryClient, progress, files],
  );
  const actor = useActorRef(machine, { input, inspect });
  const leaving = useRef({ queryClient, progress });
  leaving.current = { queryClient, progress };
  useEffect(() => () => abandonResourceCreation(actor.getSnapshot(), leaving.current), [actor]);
  const halfCreated = useSelector(actor, isHalfCreated);
  useEffect(() => {
    if (!halfCreated) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [halfCreated]);
  return useSaveActor(actor, files, {
    creating: true,
    onLaunched: (name) => onLaunched('creationLaunched', name),
  });
}

/** An existing resource's save, through the resource modification machine (nothing to undo on leaving). */
export function useResourceModification({ onLaunched, ...input }: ResourceModificationOptions) {
  const queryClient = useQueryClient();
  const { progress } = useGlobalModals();
  const files = useMemo(() => createFileRegistry(), []);
  const machine = useMemo(
    () => provideResourceModificationMachine({ queryClient, progress, files }),
    [queryClient, progress, files],
  );
  const actor = useActorRef(machine, { input, inspect });
  const leaving = useRef({ progress });
  leaving.current = { progress };
  useEffect(() => () => abandonResourceModification(actor.getSnapshot(), leaving.current), [actor]);
  return useSaveActor(actor, files, {
    creating: false,
    onLaunched: (name) => onLaunched('updateLaunched', name),
  });
}

/**
 * One resource dialog's save, on either machine: the form's submission runs up to the scenario launch,
 * whose child machine (`launchScenario`) the dialog reads and talks to: its fetch keeps the form busy,
 * its choice and run show the scenario choice (`choosing`, `running`), and the person's pick or dismissal
 * is sent to it. The end (launch or failure) is reported by `onLaunched` or a toast. The real upload
 * drives the global progress modal.
 */
function useSaveActor(
  actor: SaveActor,
  files: FileRegistry,
  options: { creating: boolean; onLaunched: (name: string) => void },
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  // The name the last submission sent, for the launch's message to say which resource it speaks of.
  const sentName = useRef('');

  useEffect(() => {
    const observable: SaveObservable = actor;
    let previous: SaveSnapshot = actor.getSnapshot();
    const subscription = observable.subscribe((snapshot) => {
      const entered = (state: { editing: 'succeeded' | 'failed' }) =>
        snapshot.matches(state) && !previous.matches(state);
      if (entered({ editing: 'succeeded' })) latest.current.onLaunched(sentName.current);
      if (entered({ editing: 'failed' })) {
        const failure = resourceSaveFailure(i18n, snapshot.context, latest.current.creating);
        if (failure) notify('error', failure.lines, failure.title);
        // An sFTP save may have asked for the access: the dialog shows the request waiting.
        void queryClient.invalidateQueries({ queryKey: ftpAccessKeys.all });
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor, i18n, queryClient]);

  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const launch = useSelector(actor, (snapshot) => snapshot.children.launchScenario);
  const fetching = useSelector(launch, (child) => child?.matches('fetchingScenarios') ?? false);
  const choosing = useSelector(launch, (child) => child?.matches('choosingScenario') ?? false);
  const running = useSelector(launch, (child) => child?.matches('runningScenario') ?? false);
  const scenarios = useSelector(launch, (child) => child?.context.scenarios ?? NO_SCENARIOS);
  // With one scenario the child runs it without asking (`exactlyOneScenario`): the form stays, busy,
  // and names it; with a choice, the choice stays shown while the chosen one is launched.
  const onlyScenario = running && scenarios.length === 1 ? (scenarios[0] ?? null) : null;

  /**
   * Sends the form; resolves once the person has a choice to make or the save has ended, with the field
   * messages of a refused request (null otherwise) for the form to show on its fields.
   */
  async function submit(
    values: ResourceFormValues,
    hasFtpAccess: boolean,
  ): Promise<ServerFieldErrors | null> {
    const file = values.kind === 'file-upload' && values.file ? files.register(values.file) : null;
    const fields = resourceFieldsOf(values);
    sentName.current = fields.display_name;
    actor.send({
      type: 'resource.submitted',
      fields,
      record: kindSubmissionOf(values, { file, hasFtpAccess }),
    });
    // The scenario launch is not busy: its child fetches, then waits for the person.
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    if (file) files.release(file);
    if (!settled.matches({ editing: 'failed' })) return null;
    return resourceSaveFailure(i18n, settled.context, latest.current.creating)?.fieldErrors ?? null;
  }

  return {
    submit,
    /** A request of the save is under way (the form's button shows a spinner). */
    busy: busy || fetching || onlyScenario !== null,
    choosing: choosing || (running && onlyScenario === null),
    running,
    scenarios,
    /** The single scenario being run without a choice, for the dialog to name it. */
    onlyScenario,
    chooseScenario: (scenarioId: number) => launch?.send({ type: 'scenario.chosen', scenarioId }),
    dismissScenarios: () => launch?.send({ type: 'scenario.dismissed' }),
  };
}

export type ResourceSave = ReturnType<typeof useSaveActor>;
