import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import { resourceSaveFailure } from './resourceMessages';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('resourceSaveFailure', () => {
  it('says the messages of section 8 when no scenario exists', () => {
    expect(resourceSaveFailure(i18n, { error: { code: 'noCreationScenario' } }, true)?.lines).toEqual([
      'No creation scenario found. Unable to create resource',
    ]);
    expect(resourceSaveFailure(i18n, { error: { code: 'noUpdateScenario' } }, false)?.lines).toEqual([
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
      resourceSaveFailure(i18n, { error: { code: 'requestFailed', step: 'createKindRecord', cause } }, true),
    ).toEqual({
      title: null,
      lines: ['The data of the resource could not be saved.'],
      fieldErrors: { ftp_path: ['Not in the sFTP space.'], href: ['Enter a valid URL.'] },
    });
  });

  it('shows a refused table of a database-table record on the table the form chooses', () => {
    const cause = new ApiRequestError({
      kind: 'fields',
      status: 400,
      fields: [{ field: 'table_name', messages: ['No table datastore.mairies in the datastore.'] }],
      detail: null,
    });
    expect(
      resourceSaveFailure(i18n, { error: { code: 'requestFailed', step: 'updateKindRecord', cause } }, false)
        ?.fieldErrors,
    ).toEqual({ table: ['No table datastore.mairies in the datastore.'] });
  });

  it('toasts other failures with the error catalogue, and a resource left behind', () => {
    const failure = resourceSaveFailure(
      i18n,
      {
        error: {
          code: 'requestFailed',
          step: 'uploadFile',
          cause: new ApiRequestError({ kind: 'critical', status: 500 }),
        },
        leftover: { resourceId: 4, cause: null },
      },
      true,
    );
    expect(failure?.lines).toEqual([
      'The file could not be sent.',
      'Critical error',
      'The resource created before the failure could not be deleted.',
    ]);
  });

  it('explains a dismissed choice and the sFTP refusals', () => {
    expect(resourceSaveFailure(i18n, { error: { code: 'cancelled' } }, true)?.lines).toEqual([
      'No scenario was chosen: the resource was not created.',
    ]);
    expect(resourceSaveFailure(i18n, { error: { code: 'cancelled' } }, false)?.lines).toEqual([
      'No scenario was chosen: the update was not launched.',
    ]);
    expect(
      resourceSaveFailure(i18n, { error: { code: 'accessNotGranted', status: 'pending' } }, true)?.lines,
    ).toEqual(['The sFTP access was requested; the file can be published once it is granted.']);
    expect(resourceSaveFailure(i18n, { error: null }, true)).toBeNull();
  });
});
