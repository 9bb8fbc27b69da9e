import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorBody } from '../messages/errors.ts';
import type { OpenApiDocument, OperationSpec } from './spec.ts';

// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const SPEC_ID = 'openapi.json';
const REQUIRED_MESSAGE = 'This field is required.';
/** Errors listed in an answer at most. */
export const MAX_ERRORS = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a `$ref` names inside the bundled document (followed to its end). */
function target(document: OpenApiDocument, schema: unknown): unknown {
  let node = schema;
  for (let depth = 0; depth < 20 && isRecord(node) && typeof node.$ref === 'string'; depth += 1) {
    let next: unknown = document;
    for (const raw of node.$ref.replace(/^#\/?/, '').split('/')) {
      if (raw === '' || !isRecord(next)) continue;
      next = next[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    node = next;
  }
  return node;
}

/** A schema that may hold an object (no `type`, or one that lists `object`). */
function mayBeObject(document: OpenApiDocument, schema: unknown): boolean {
  const node = target(document, schema);
  if (!isRecord(node)) return false;
  const type = node.type;
  if (type === undefined) return node.const === undefined && node.enum === undefined;
  return Array.isArray(type) ? type.includes('object') : type === 'object';
}

/**
 * A copy of the document where every object schema that lists its `properties` and says nothing of
 * others gets `additionalProperties: false`, for the body validators, which run with ajv's
 * `removeAdditional`: an unknown field of a body is dropped, never refused nor stored, as Django
 * REST framework's serializers do. A schema that allows other fields (`extras`, scenario `data`)
 * keeps them. Members of `allOf`, and the object members of a `oneOf`/`anyOf` with more than one
 * object member, are left alone: ajv would strip in a branch the fields another branch declares.
 */
export function strippingDocument(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const shared = new Set<unknown>();
  const seen = new Set<unknown>();
  const mark = (node: unknown): void => {
    if (!isRecord(node) || seen.has(node)) return;
    seen.add(node);
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      const members = node[keyword];
      if (!Array.isArray(members)) continue;
      const objects = members.filter((member) => mayBeObject(copy, member));
      if (keyword === 'allOf' || objects.length > 1) {
        for (const member of objects) {
          shared.add(member);
          shared.add(target(copy, member));
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) mark(item);
      else mark(value);
    }
  };
  mark(copy);
  seen.clear();
  const close = (node: unknown): void => {
    if (!isRecord(node) || seen.has(node)) return;
    seen.add(node);
    if (
      isRecord(node.properties) &&
      node.additionalProperties === undefined &&
      node.patternProperties === undefined &&
      !shared.has(node)
    ) {
      node.additionalProperties = false;
    }
    for (const [key, value] of Object.entries(node)) {
      // `properties` maps names to schemas: a property may be called `properties` itself.
      if (key === 'properties' && isRecord(value)) {
        for (const property of Object.values(value)) close(property);
      } else if (Array.isArray(value)) for (const item of value) close(item);
      else close(value);
    }
  };
  close(copy);
  return copy;
}

function makeAjv(document: OpenApiDocument, coerce: boolean, strip = false): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: strip,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, SPEC_ID);
  return ajv;
}

/**
 * Compiled validators of one document: answers as JSON (no coercion), parameters coerced, and
 * request bodies (JSON as is, multipart fields coerced) with their unknown fields removed.
 */
export class Validators {
  private readonly strict: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly jsonBodies: Ajv2020;
  private readonly formBodies: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.strict = makeAjv(document, false);
    this.coercing = makeAjv(document, true);
    const stripping = strippingDocument(document);
    this.jsonBodies = makeAjv(stripping, false, true);
    this.formBodies = makeAjv(stripping, true, true);
  }

  private compiled(key: string, ajv: Ajv2020, pointer: string): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
      this.cache.set(key, validate);
    }
    return validate;
  }

  /**
   * Errors of a request body against its schema, null when it is valid. The fields the schema does
   * not declare are removed from `value` first, without a message (250,000 of them are dropped in
   * one pass of ajv's generated code: `for…in` and `delete`, nothing listed). Multipart fields
   * (`form`) are strings, coerced to their schema types.
   */
  body(pointer: string, value: unknown, form = false): ErrorObject[] | null {
    const validate = form
      ? this.compiled(`bf${pointer}`, this.formBodies, pointer)
      : this.compiled(`bj${pointer}`, this.jsonBodies, pointer);
    return validate(value) ? null : (validate.errors ?? []);
  }

  /**
   * Errors of a body the server built itself (a restore's, from a version) against its schema, as
   * the contract's error body; null when it is valid. The model checks such bodies through this.
   */
  bodyErrors(pointer: string, value: unknown): ErrorBody | null {
    const errors = this.body(pointer, value);
    return errors ? errorBody(errors) : null;
  }

  /** The contract's schema at `pointer`, as is (answers are checked with it). */
  schema(pointer: string, coerce = false): ValidateFunction {
    return this.compiled(`${coerce ? 'c' : 's'}${pointer}`, coerce ? this.coercing : this.strict, pointer);
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
  const [first] = error.instancePath.split('/').filter(Boolean);
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : null;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Expected a dictionary of items.',
  null: 'This field must be null.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  uri: 'Enter a valid URL.',
  date: 'Enter a valid date.',
  'date-time': 'Enter a valid date and time.',
};

/**
 * Django REST framework's wording of each failed rule. Every message here is in the catalogue of
 * `catalogue/validation.ts`, so that answers carry it in the request's language.
 */
function messageOf(error: ErrorObject): string {
  const limit = String(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'type': {
      const types = String(error.params.type).split(',');
      return TYPE_MESSAGES[types.find((type) => type !== 'null') ?? 'null'] ?? 'Invalid value.';
    }
    case 'minLength':
      return error.params.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${limit} characters.`;
    case 'minItems':
      return error.params.limit === 1
        ? 'This list may not be empty.'
        : `Ensure this list has at least ${limit} items.`;
    case 'maxItems':
      return `Ensure this list has no more than ${limit} items.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${limit}.`;
    case 'enum':
      return `Must be one of: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'format':
      return FORMAT_MESSAGES[String(error.params.format)] ?? 'Enter a valid value.';
    case 'pattern':
      return 'Enter a valid value.';
    default:
      return 'Invalid value.';
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
