import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from '../../api/errors';
import { apiErrorToFormErrors } from './apiErrorToFormErrors';

const fieldsError = (body: unknown) => {
  const error = apiErrorFromResponse(400, body);
  if (error.kind !== 'fields') throw new Error('expected field errors');
  return error;
};

describe('a refused jurisdiction', () => {
  it('shows the messages on their fields', () => {
    expect(
      apiErrorToFormErrors(
        fieldsError({
          codename: ['A jurisdiction with this code already exists.'],
          municipalities: ['Unknown INSEE code "97399".'],
        }),
        { withDetail: true },
      ),
    ).toEqual({
      codename: ['A jurisdiction with this code already exists.'],
      municipalities: ['Unknown INSEE code "97399".'],
    });
  });

  it('keeps the detail for the whole form', () => {
    expect(
      apiErrorToFormErrors(fieldsError({ code: 'x', detail: 'Refused.' }), { withDetail: true }),
    ).toEqual({
      detail: ['Refused.'],
    });
  });
});

describe('a refused save of any form', () => {
  it('names the fields as the form does', () => {
    expect(apiErrorToFormErrors(fieldsError({ data: ['Invalid SLD.'] }), { fieldOf: () => 'sld' })).toEqual({
      sld: ['Invalid SLD.'],
    });
  });

  it('has no form errors without field messages, nor for another failure', () => {
    expect(apiErrorToFormErrors(fieldsError({ code: 'x', detail: 'Refused.' }))).toBeNull();
    expect(apiErrorToFormErrors(apiErrorFromResponse(500, {}))).toBeNull();
  });
});
