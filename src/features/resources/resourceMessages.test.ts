import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSaveContext } from '../../../machines/resourceSave.machine';
import { ApiRequestError } from '../../api/errors';
import { resourceSaveFailure } from './resourceMessages';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const context = (overrides: Partial<ResourceSaveContext>): ResourceSaveContext => ({
  datasetId: 1,
  usergroupId: 2,
  type: 1,
  isSuperuser: true,
  existing: null,
  submission: null,
  resourceId: null,
  linkId: null,
  kindRecord: null,
  scenarios: [],
  scenarioId: null,
  progress: 0,
  outcome: null,
  error: null,
  leftover: null,
  ...overrides,
});

describe('resourceSaveFailure', () => {
  it('says the messages of section 8 when no scenario exists', () => {
    expect(resourceSaveFailure(i18n, context({ error: { code: 'noCreationScenario' } }))?.lines).toEqual([
      'No creation scenario found. Unable to create resource',
    ]);
    expect(resourceSaveFailure(i18n, context({ error: { code: 'noUpdateScenario' } }))?.lines).toEqual([
      'No update scenario found. Unable to update resource',
    ]);
  });

  it('gives the fields their server messages under the form’s names, and names the failed step', () => {
    const cause = new ApiRequestError({
      kind: 'fields',
      status: 400,
      fields: [
        { field: 'file_path', messages: ['Not in the sFTP space.'] },
        { field: 'href', messages: ['Enter a valid URL.'] },
      ],
      detail: null,
    });
    expect(
      resourceSaveFailure(
        i18n,
        context({ error: { code: 'requestFailed', step: 'createKindRecord', cause } }),
      ),
    ).toEqual({
      title: null,
      lines: ['The data of the resource could not be saved.'],
      fieldErrors: { ftp_path: ['Not in the sFTP space.'], href: ['Enter a valid URL.'] },
    });
  });

  it('toasts other failures with the error catalogue, and a resource left behind', () => {
    const failure = resourceSaveFailure(
      i18n,
      context({
        error: {
          code: 'requestFailed',
          step: 'uploadFile',
          cause: new ApiRequestError({ kind: 'critical', status: 500 }),
        },
        leftover: { resourceId: 4, cause: null },
      }),
    );
    expect(failure?.lines).toEqual([
      'The file could not be sent.',
      'Critical error',
      'The resource created before the failure could not be deleted.',
    ]);
  });

  it('explains a dismissed choice and the sFTP refusals', () => {
    expect(resourceSaveFailure(i18n, context({ error: { code: 'cancelled' } }))?.lines).toEqual([
      'No scenario was chosen: the resource was not created.',
    ]);
    expect(
      resourceSaveFailure(
        i18n,
        context({ existing: { resourceId: 1, kind: 'href', kindId: 2 }, error: { code: 'cancelled' } }),
      )?.lines,
    ).toEqual(['No scenario was chosen: the update was not launched.']);
    expect(
      resourceSaveFailure(i18n, context({ error: { code: 'accessNotGranted', status: 'pending' } }))?.lines,
    ).toEqual(['The sFTP access was requested; the file can be published once it is granted.']);
    expect(resourceSaveFailure(i18n, context({}))).toBeNull();
  });
});
