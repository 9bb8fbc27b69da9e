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
/** Errors listed in an answer at most. */
export const MAX_ERRORS = 100;

/** Top-level fields past which a body is first checked without listing every error. */
const MANY_FIELDS = 1000;

/**
 * The first 1,000 fields of an object that has more, null otherwise. `for…in` with a break: listing
 * the keys of a 250,000-field object (Object.keys, Object.entries) costs hundreds of milliseconds.
 */
function firstFields(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const head: Record<string, unknown> = {};
  let count = 0;
  for (const key in value) {
    if (count === MANY_FIELDS) return head;
    head[key] = (value as Record<string, unknown>)[key];
    count += 1;
  }
  return null;
}

function makeAjv(document: OpenApiDocument, coerce: boolean, allErrors = true): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors,
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
  /** Stops at the first error: the cheap verdict on a body of very many fields. */
  private readonly firstError: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.strict = makeAjv(document, false);
    this.coercing = makeAjv(document, true);
    this.firstError = makeAjv(document, false, false);
  }

  /**
   * Errors of a JSON body against a schema, null when it is valid. A body of more than 1,000
   * fields (250,000 unknown fields took 2.4 s and answered 7 MB) gets its verdict from a validator
   * that stops at the first error; when invalid, its errors are listed from its first 1,000 fields
   * only ('required' errors for fields present further on dropped), which is enough for the first
   * 100 messages.
   */
  check(pointer: string, value: unknown): ErrorObject[] | null {
    const head = firstFields(value);
    if (!head) {
      const validate = this.schema(pointer);
      return validate(value) ? null : (validate.errors ?? []);
    }
    let verdict = this.cache.get(`f${pointer}`);
    if (!verdict) {
      verdict = this.firstError.compile({ $ref: `${SPEC_ID}${pointer}` });
      this.cache.set(`f${pointer}`, verdict);
    }
    if (verdict(value)) return null;
    const validate = this.schema(pointer);
    if (validate(head)) return verdict.errors ?? [];
    const present = value as Record<string, unknown>;
    return (validate.errors ?? []).filter(
      (error) => error.keyword !== 'required' || !(String(error.params.missingProperty) in present),
    );
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
  const chosen = precise.length > 0 ? precise : list;
  // A body of 250,000 unknown fields answered a 7 MB list: the first errors are enough to correct it.
  for (const error of chosen.slice(0, MAX_ERRORS)) {
    const field = prefix ?? fieldOf(error);
    add(field ?? 'non_field_errors', messageOf(error));
  }
  if (chosen.length > MAX_ERRORS) {
    add('non_field_errors', `Only the first ${MAX_ERRORS} of ${chosen.length} errors are listed.`);
  }
  return body;
}

/** One line per error, for logs and response-drift reports. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`)
    .join('; ');
}
