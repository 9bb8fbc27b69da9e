import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './spec.ts';
import { Validators } from './validation.ts';

/** A contract of a few body schemas, as `loadSpec` bundles them (local `$ref`s). */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Group: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1 },
          extras: { type: 'object', additionalProperties: true },
          target: { $ref: '#/components/schemas/Target' },
          schema: { oneOf: [{ $ref: '#/components/schemas/Target' }, { type: 'null' }] },
        },
      },
      Target: { type: 'object', properties: { pk: { type: 'integer' } } },
      Either: {
        oneOf: [
          { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
          { type: 'object', required: ['b'], properties: { b: { type: 'integer' } } },
        ],
      },
      Both: {
        allOf: [
          { type: 'object', properties: { a: { type: 'integer' } } },
          { type: 'object', properties: { b: { type: 'integer' } } },
        ],
      },
    },
  },
};

const validators = new Validators(document);
const body = (name: string, value: unknown) => ({
  errors: validators.body(`#/components/schemas/${name}`, value),
  value,
});

describe('request bodies drop the fields their schema does not declare (DRF serializers)', () => {
  test('at every level of declared objects, without a message', () => {
    const { errors, value } = body('Group', {
      name: 'Groupe',
      unknown: 1,
      target: { pk: 3, model: 'dataset' },
      schema: { pk: 4, other: true },
    });
    expect(errors).toBeNull();
    expect(value).toEqual({ name: 'Groupe', target: { pk: 3 }, schema: { pk: 4 } });
  });

  test('objects open to any field keep them', () => {
    const { value } = body('Group', { name: 'Groupe', extras: { colour: 'red' } });
    expect(value).toEqual({ name: 'Groupe', extras: { colour: 'red' } });
  });

  test('the declared fields are still checked', () => {
    const { errors } = body('Group', { unknown: 1, name: '' });
    expect(errors?.map((error) => error.keyword)).toEqual(['minLength']);
  });

  test('branches of a oneOf between objects, and allOf members, lose nothing another branch needs', () => {
    expect(body('Either', { b: 2 })).toEqual({ errors: null, value: { b: 2 } });
    expect(body('Both', { a: 1, b: 2 })).toEqual({ errors: null, value: { a: 1, b: 2 } });
  });

  test('the answers keep their contract: response schemas are left as written', () => {
    const validate = validators.schema('#/components/schemas/Group');
    const answer = { name: 'Groupe', unknown: 1 };
    expect(validate(answer)).toBe(true);
    expect(answer).toEqual({ name: 'Groupe', unknown: 1 });
  });
});
