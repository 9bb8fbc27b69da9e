import { createActor, fromPromise, waitFor } from 'xstate';
import ftpCreationMachine, {
  type FtpCreationInput,
  type FtpCreationOutput,
  type FtpSubmission,
  ftpOutcome,
} from '../../machines/ftpCreation.machine';
import {
  createFtp,
  createFtpAccessRequest,
  listResourceKindScenarios,
  runResourceKindScenario,
} from '../api/resourceKinds';
import { resourceTarget } from '../api/scenarios';
import { inspect } from './inspection';

/** The sFTP creation machine with the real calls of src/api. */
export function provideFtpCreationMachine() {
  return ftpCreationMachine.provide({
    actors: {
      requestFtpAccess: fromPromise(async ({ input, signal }) => {
        const request = await createFtpAccessRequest({ usergroup_id: input.usergroupId }, { signal });
        return { status: request.status };
      }),
      createFtpRecord: fromPromise(({ input, signal }) =>
        createFtp(
          { resource_id: input.resourceId, dataformat_id: input.dataformatId, file_path: input.filePath },
          { signal },
        ),
      ),
      fetchScenarios: fromPromise(({ input, signal }) =>
        listResourceKindScenarios('ftp', input.ftpId, { signal }),
      ),
      runScenario: fromPromise(({ input, signal }) =>
        runResourceKindScenario(
          'ftp',
          input.ftpId,
          input.scenarioId,
          { target: resourceTarget(input.resourceId), data: input.data },
          { signal },
        ),
      ),
    },
  });
}

export type FtpCreationMachine = ReturnType<typeof provideFtpCreationMachine>;

/**
 * Runs the sFTP creation flow once, as the resource machine's `createFtp` step: submits the chosen file
 * and resolves with the outcome at success or at the first failure. Aborting `signal` stops the flow,
 * which aborts its request in flight.
 */
export async function runFtpCreation(
  machine: FtpCreationMachine,
  input: FtpCreationInput,
  submission: FtpSubmission,
  signal: AbortSignal,
): Promise<FtpCreationOutput> {
  const actor = createActor(machine, { input, inspect });
  const stop = () => actor.stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    actor.start();
    actor.send({ type: 'ftp.submitted', ...submission });
    const end = await waitFor(
      actor,
      (snapshot) => snapshot.status === 'done' || snapshot.matches({ editing: 'failed' }),
      { signal },
    );
    return ftpOutcome(end.context);
  } finally {
    signal.removeEventListener('abort', stop);
    actor.stop();
  }
}
