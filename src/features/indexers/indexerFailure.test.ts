import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { showIndexerFailure } from './indexerFailure';
import { indexerMessages } from './indexerMessages';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  clearNotifications();
});

const shown = () => getNotifications().map(({ kind, title, lines }) => ({ kind, title, lines }));

describe('showIndexerFailure', () => {
  it('says the save failed, with the field messages, and hands them to the form', () => {
    const thrown = new ApiRequestError({
      kind: 'fields',
      status: 400,
      fields: [{ field: 'url', messages: ['Enter a valid URL.'] }],
      detail: null,
    });
    expect(showIndexerFailure(i18n, indexerMessages.createFailed, thrown)).toEqual({
      url: ['Enter a valid URL.'],
    });
    expect(shown()).toEqual([
      {
        kind: 'error',
        title: 'Error',
        lines: ['An error occured while creating the indexer', 'url : Enter a valid URL.'],
      },
    ]);
  });

  it('adds the critical error of a 500', () => {
    const thrown = new ApiRequestError({ kind: 'critical', status: 500 });
    expect(showIndexerFailure(i18n, indexerMessages.updateFailed, thrown)).toEqual({});
    expect(shown()).toEqual([
      {
        kind: 'error',
        title: null,
        lines: ['An error occured while updating the indexer', 'Critical error'],
      },
    ]);
  });

  it('says nothing of a cancelled request, nor of a 403 (the 403 page shows)', () => {
    showIndexerFailure(i18n, indexerMessages.createFailed, new DOMException('aborted', 'AbortError'));
    showIndexerFailure(
      i18n,
      indexerMessages.createFailed,
      new ApiRequestError({ kind: 'forbidden', status: 403 }),
    );
    expect(shown()).toEqual([]);
  });
});
