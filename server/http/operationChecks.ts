import type { HandlerResult } from '../handlers/kit/context.ts';
import { HttpError, notFound } from '../messages/errors.ts';
import type { OperationSpec } from './spec.ts';
import { describeErrors, errorBody, type Validators } from './validation.ts';

const MAX_INT = 2_147_483_647;

/**
 * The field (top-level name) of the first text holding a NUL character, which PostgreSQL cannot store
 * (it answered 500): refused like Django REST framework does, with 'Null characters are not allowed.'.
 */
function fieldWithNullCharacter(value: unknown, field = 'non_field_errors'): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? field : null;
  if (Array.isArray(value)) {
    for (const item of value) if (fieldWithNullCharacter(item, field) !== null) return field;
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Keys are stored too (`extras` is a JSON object): a NUL in one is refused like one in a value.
      if (key.includes('\u0000')) return field;
      const found = fieldWithNullCharacter(item, field === 'non_field_errors' ? key : field);
      if (found !== null) return found;
    }
  }
  return null;
}

export function refuseNullCharacters(value: unknown): void {
  const field = fieldWithNullCharacter(value);
  if (field !== null) throw new HttpError(400, { [field]: ['Null characters are not allowed.'] });
}

/**
 * Path, query or header parameters checked against the operation, coerced and with the contract's
 * defaults: a path that names nothing is 404 (an id out of PostgreSQL's integers too), a bad query
 * or header is 400 with Django REST framework's field messages.
 */
export function validateParameters(
  validators: Validators,
  operation: OperationSpec,
  where: 'path' | 'query' | 'header',
  values: Record<string, unknown>,
): Record<string, unknown> {
  if (!operation.parameters.some((p) => p.in === where)) return values;
  for (const parameter of operation.parameters) {
    if (
      parameter.in === where &&
      values[parameter.name] === undefined &&
      parameter.defaultValue !== undefined
    ) {
      values[parameter.name] = parameter.defaultValue;
    }
  }
  const validate = validators.parameters(operation, where);
  if (!validate(values)) {
    if (where === 'path') throw notFound();
    throw new HttpError(400, errorBody(validate.errors));
  }
  if (where === 'query') refuseNullCharacters(values);
  // Ids are PostgreSQL integers: a larger number names nothing.
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number' || Math.abs(value) <= MAX_INT) continue;
    if (where === 'path') throw notFound();
    throw new HttpError(400, { [name]: ['Ensure this value is less than or equal to 2147483647.'] });
  }
  return values;
}

/** How an answer departs from the contract (status, content type, JSON shape), or null. */
export function contractDrift(
  validators: Validators,
  operation: OperationSpec,
  result: HandlerResult,
): string | null {
  const spec =
    operation.responses.find((r) => r.status === String(result.status)) ??
    operation.responses.find((r) => r.status === `${String(result.status).charAt(0)}XX`) ??
    operation.responses.find((r) => r.status === 'default');
  if (!spec) return `${operation.operationId}: status ${result.status} is not in the contract`;
  if (operation.method === 'head') return null;
  if (result.raw !== undefined) {
    const type = (result.contentType ?? '').split(';')[0] ?? '';
    // `*/*`: an operation whose bytes may be of any type (a resource's file, as stored).
    return spec.content.some((media) => media.contentType === type || media.contentType === '*/*')
      ? null
      : `${operation.operationId}: content type ${type} is not in the contract for ${result.status}`;
  }
  const json = spec.content.find((media) => media.contentType === 'application/json');
  if (result.body === undefined) {
    return json ? `${operation.operationId}: ${result.status} should have a JSON body` : null;
  }
  if (!json?.schemaPointer) return `${operation.operationId}: ${result.status} should have no JSON body`;
  const validate = validators.schema(json.schemaPointer);
  return validate(JSON.parse(JSON.stringify(result.body)))
    ? null
    : `${operation.operationId} ${result.status}: ${describeErrors(validate.errors)}`;
}

/**
 * The body's check, run when the handler first reads `ctx.body`: as in Django REST framework, a
 * handler looks its object up (404) and checks the permission on it (403) before the body is
 * validated (400). Checked once: the first reading's verdict is every later reading's.
 */
export function lazyBodyCheck(
  validators: Validators,
  operation: OperationSpec,
  contentType: string,
  body:
    | { kind: 'none' }
    | { kind: 'multipart'; fields: Record<string, unknown> }
    | { kind: 'parsed'; value: unknown },
): () => unknown {
  const spec = operation.requestBody;
  const check = (): unknown => {
    if (!spec) return undefined;
    if (body.kind === 'none') {
      if (spec.required) throw new HttpError(400, { non_field_errors: ['A request body is required.'] });
      return undefined;
    }
    const media =
      spec.content.find((m) => m.contentType === contentType) ??
      spec.content.find(
        (m) => m.contentType.endsWith('/*') && contentType.startsWith(m.contentType.slice(0, -1)),
      );
    const value = body.kind === 'multipart' ? body.fields : body.value;
    if (!media?.schemaPointer) return value;
    const errors = validators.body(media.schemaPointer, value, body.kind === 'multipart');
    if (errors) throw new HttpError(400, errorBody(errors));
    refuseNullCharacters(value);
    return value;
  };
  let verdict: { body: unknown } | { error: unknown } | null = null;
  return () => {
    if (!verdict) {
      try {
        verdict = { body: check() };
      } catch (error) {
        verdict = { error };
      }
    }
    if ('error' in verdict) throw verdict.error;
    return verdict.body;
  };
}
