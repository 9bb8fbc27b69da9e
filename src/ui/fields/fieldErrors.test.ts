import { describe, expect, it } from 'vitest';
import { collectFieldErrors, errorMessages, mergeFieldErrors } from './fieldErrors';

describe('errorMessages', () => {
  it.each([
    [[], []],
    [undefined, []],
    [['This field is required'], ['This field is required']],
    [[{ message: 'Enter a valid email address', path: ['email'] }], ['Enter a valid email address']],
    [
      [['nested'], [{ message: 'issue' }]],
      ['nested', 'issue'],
    ],
    [[undefined, null, '', 42, { code: 'x' }], []],
    [['same', { message: 'same' }], ['same']],
  ] as const)('%j gives %j', (errors, expected) => {
    expect(errorMessages(errors)).toEqual(expected);
  });
});

describe('mergeFieldErrors', () => {
  it('puts client and server messages of a field together, once each', () => {
    expect(
      mergeFieldErrors(
        { name: ['This field is required'], email: ['Enter a valid email address'] },
        {
          name: ['This field is required', 'Name already taken'],
          phone: 'Digits only',
          detail: ['Bad request'],
        },
      ),
    ).toEqual({
      name: ['This field is required', 'Name already taken'],
      email: ['Enter a valid email address'],
      phone: ['Digits only'],
      detail: ['Bad request'],
    });
  });

  it('ignores missing sources and empty lists', () => {
    expect(mergeFieldErrors(undefined, { name: [] }, { email: undefined })).toEqual({});
  });
});

describe('collectFieldErrors', () => {
  it('reads the errors of each field of a form state', () => {
    expect(
      collectFieldErrors({
        name: { errors: [{ message: 'This field is required' }] },
        email: { errors: [] },
        phone: undefined,
        url: { errors: ['Enter a valid URL', undefined] },
      }),
    ).toEqual({ name: ['This field is required'], url: ['Enter a valid URL'] });
  });
});
