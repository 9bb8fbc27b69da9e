import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  apiErrorCode,
  apiErrorFromResponse,
  apiErrorFromThrown,
  fieldMessageLines,
} from './errors';

describe('apiErrorFromResponse', () => {
  it('reads 400 to 404 bodies as field messages', () => {
    const error = apiErrorFromResponse(400, {
      email: ['Enter a valid email.'],
      non_field_errors: ['Duplicate'],
    });
    expect(error).toEqual({
      kind: 'fields',
      status: 400,
      detail: null,
      fields: [
        { field: 'email', messages: ['Enter a valid email.'] },
        { field: 'non_field_errors', messages: ['Duplicate'] },
      ],
    });
  });

  it('reads a throttled answer (429) as a refusal with its translated detail', () => {
    expect(
      apiErrorFromResponse(429, {
        detail: 'La requête a été limitée. Nouvel essai possible dans 12 secondes.',
      }),
    ).toEqual({
      kind: 'fields',
      status: 429,
      fields: [],
      detail: 'La requête a été limitée. Nouvel essai possible dans 12 secondes.',
    });
  });

  it('keeps the detail of a 404', () => {
    expect(apiErrorFromResponse(404, { detail: 'Not found.' })).toMatchObject({
      kind: 'fields',
      detail: 'Not found.',
    });
  });

  it("keeps the body's code, which screens react to (role_taken asks to confirm a forced change)", () => {
    const error = apiErrorFromResponse(400, { code: 'role_taken', role: ['Taken.'] });
    expect(error).toEqual({
      kind: 'fields',
      status: 400,
      detail: null,
      code: 'role_taken',
      fields: [{ field: 'role', messages: ['Taken.'] }],
    });
    expect(apiErrorCode(new ApiRequestError(error))).toBe('role_taken');
    expect(apiErrorCode(new ApiRequestError(apiErrorFromResponse(400, { name: ['x'] })))).toBeNull();
    expect(apiErrorCode(new ApiRequestError({ kind: 'critical', status: 500 }))).toBeNull();
    expect(apiErrorCode(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('tells the terms-required answer from a plain 403', () => {
    expect(apiErrorFromResponse(403, { code: 'terms_required' }).kind).toBe('termsRequired');
    expect(apiErrorFromResponse(403, { detail: 'no' }).kind).toBe('forbidden');
  });

  it.each([
    [401, 'unauthenticated'],
    [412, 'preconditionFailed'],
    [500, 'critical'],
    [502, 'critical'],
    [409, 'unknown'],
  ])('maps %i to %s', (status, kind) => {
    expect(apiErrorFromResponse(status, null).kind).toBe(kind);
  });
});

describe('apiErrorFromThrown', () => {
  it('treats an aborted request as cancelled, never as an error to show', () => {
    expect(apiErrorFromThrown(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'cancelled' });
  });
  it('treats a failed fetch as a network failure', () => {
    expect(apiErrorFromThrown(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
  it('unwraps its own errors', () => {
    expect(apiErrorFromThrown(new ApiRequestError({ kind: 'critical', status: 500 }))).toEqual({
      kind: 'critical',
      status: 500,
    });
  });
});

describe('fieldMessageLines', () => {
  it("writes 'field : message' for each message", () => {
    expect(
      fieldMessageLines([
        { field: 'email', messages: ['a', 'b'] },
        { field: 'non_field_errors', messages: ['c'] },
      ]),
    ).toEqual(['email : a', 'email : b', 'c']);
  });
});
