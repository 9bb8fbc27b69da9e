import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from '../../api/errors';
import { serverErrorsOf } from './serverErrors';

const fieldsError = (body: unknown) => {
  const error = apiErrorFromResponse(400, body);
  if (error.kind !== 'fields') throw new Error('expected field errors');
  return error;
};

describe('a refused jurisdiction', () => {
  it('shows the messages on their fields', () => {
    expect(
      serverErrorsOf(
        fieldsError({
          codename: ['A jurisdiction with this code already exists.'],
          municipalities: ['Unknown INSEE code "97399".'],
        }),
      ),
    ).toEqual({
      codename: ['A jurisdiction with this code already exists.'],
      municipalities: ['Unknown INSEE code "97399".'],
    });
  });

  it('keeps the detail for the whole form', () => {
    expect(serverErrorsOf(fieldsError({ code: 'x', detail: 'Refused.' }))).toEqual({ detail: ['Refused.'] });
  });
});
