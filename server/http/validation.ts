import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorBody } from './errors.ts';
import type { OpenApiDocument, OperationSpec } from './spec.ts';

// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const SPEC_ID = 'openapi.json';
const REQUIRED_MESSAGE = 'This field is required.';

function makeAjv(document: OpenApiDocument, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, SPEC_ID);
  return ajv;
}

/** Compiled validators of one document: bodies as JSON (no coercion), parameters and forms coerced. */
export class Validators {
  private readonly strict: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.strict = makeAjv(document, false);
    this.coercing = makeAjv(document, true);
  }

  schema(pointer: string, coerce = false): ValidateFunction {
    const key = `${coerce ? 'c' : 's'}${pointer}`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = (coerce ? this.coercing : this.strict).compile({ $ref: `${SPEC_ID}${pointer}` });
      this.cache.set(key, validate);
    }
    return validate;
  }

  /** One object schema over an operation's parameters of a location (`query`, `path`). */
  parameters(operation: OperationSpec, where: 'query' | 'path' | 'header'): ValidateFunction {
    const key = `p:${operation.operationId}:${where}`;
    let validate = this.cache.get(key);
    if (!validate) {
      const list = operation.parameters.filter((parameter) => parameter.in === where);
      const name = (parameter: { name: string }) =>
        where === 'header' ? parameter.name.toLowerCase() : parameter.name;
      validate = this.coercing.compile({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [name(p), { $ref: `${SPEC_ID}${p.schemaPointer}` }])),
        required: list.filter((p) => p.required).map(name),
      });
      this.cache.set(key, validate);
    }
    return validate;
  }
}

function fieldOf(error: ErrorObject): string | null {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const [first] = error.instancePath.split('/').filter(Boolean);
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : null;
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'additionalProperties':
      return 'Unknown field.';
    case 'minLength':
      return error.params.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${error.params.limit} characters.`;
    case 'minItems':
      return error.params.limit === 1
        ? 'This list may not be empty.'
        : `Ensure this list has at least ${error.params.limit} items.`;
    case 'enum':
      return `Must be one of: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'format':
      return `Enter a valid ${String(error.params.format)}.`;
    case 'pattern':
      return 'Enter a valid value.';
    default:
      return error.message
        ? `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`
        : 'Invalid value.';
  }
}

/**
 * Turns ajv errors into the contract's error body: field → messages, the rest in
 * `non_field_errors`. `oneOf`/`anyOf` summaries are dropped when a more precise message exists.
 */
export function errorBody(errors: ErrorObject[] | null | undefined, prefix?: string): ErrorBody {
  const body: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = body[field] ?? [];
    if (!list.includes(message)) list.push(message);
    body[field] = list;
  };
  const list = errors ?? [];
  const precise = list.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  for (const error of precise.length > 0 ? precise : list) {
    const field = prefix ?? fieldOf(error);
    add(field ?? 'non_field_errors', messageOf(error));
  }
  return body;
}

/** One line per error, for logs and response-drift reports. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`)
    .join('; ');
}
