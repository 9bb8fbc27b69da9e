import { fromPromise } from 'xstate';
import ftpCreationMachine, { type FtpScenarioTarget } from '../../machines/ftpCreation.machine';
import {
  createFtp,
  createFtpAccessRequest,
  listResourceKindScenarios,
  runResourceKindScenario,
} from '../api/resourceKinds';
import { resourceTarget } from '../api/scenarios';
import { provideScenarioLaunch } from './scenarioLaunch';

/**
 * The sFTP flow with the real calls of src/api, for the resource machines' `createFtp` child: they
 * invoke it with the resource and the chosen file, so the inspector shows it (and its own
 * `scenarioLaunch` child) under the resource save that started it.
 */
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
      launchScenario: provideScenarioLaunch<FtpScenarioTarget>({
        fetch: ({ ftpId }, signal) => listResourceKindScenarios('ftp', ftpId, { signal }),
        run: ({ resourceId, ftpId, filePath }, scenarioId, signal) =>
          runResourceKindScenario(
            'ftp',
            ftpId,
            scenarioId,
            { target: resourceTarget(resourceId), data: { file_path: filePath } },
            { signal },
          ),
      }),
    },
  });
}

export type FtpCreationMachine = ReturnType<typeof provideFtpCreationMachine>;
