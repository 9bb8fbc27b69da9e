/**
 * Every failure of a request, as one typed value following the error catalogue of specification
 * section 8. The UI turns it into a message; nothing here is display text.
 */
export type FieldMessages = { field: string; messages: string[] };

export type ApiError =
  | { kind: 'cancelled' }
  | { kind: 'network' }
  /** No answer within the configured request timeout (runtime configuration `requestTimeoutMs`). */
  | { kind: 'timeout' }
  | { kind: 'unauthenticated'; status: 401 }
  | { kind: 'termsRequired'; status: 403 }
  | { kind: 'forbidden'; status: 403 }
  | {
      kind: 'fields';
      status: number;
      fields: FieldMessages[];
      detail: string | null;
      /** The body's `code` when it has one (`role_taken`, `no_jurisdiction`, ...): what the screen may react to. */
      code?: string;
    }
  | { kind: 'preconditionFailed'; status: 412 }
  | { kind: 'critical'; status: number }
  | { kind: 'unknown'; status: number | null };

export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(`API request failed: ${error.kind}`);
    this.name = 'ApiRequestError';
  }
}

const NON_FIELD_KEYS = new Set(['detail', 'code', 'non_field_errors']);

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(asMessages);
  if (value && typeof value === 'object') return Object.values(value).flatMap(asMessages);
  return [];
}

/** The field messages of a 400–404 body: `non_field_errors` keep the key, every other key is a field. */
export function fieldMessagesOf(body: unknown): FieldMessages[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const fields: FieldMessages[] = [];
  for (const [field, value] of Object.entries(record)) {
    if (NON_FIELD_KEYS.has(field) && field !== 'non_field_errors') continue;
    const messages = asMessages(value);
    if (messages.length > 0) fields.push({ field, messages });
  }
  return fields;
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    return typeof detail === 'string' ? detail : null;
  }
  return null;
}

function codeOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** Maps an HTTP answer that is not a success to the catalogue's kinds. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (status === 401) return { kind: 'unauthenticated', status };
  if (status === 403) {
    return codeOf(body) === 'terms_required'
      ? { kind: 'termsRequired', status }
      : { kind: 'forbidden', status };
  }
  if (status === 412) return { kind: 'preconditionFailed', status };
  // A throttled change (429, sign-in and changes are rate limited) is said by the server's `detail`,
  // in the person's language, as a refusal is: the screen keeps what was typed.
  if ((status >= 400 && status <= 404) || status === 429) {
    const code = codeOf(body);
    return {
      kind: 'fields',
      status,
      fields: fieldMessagesOf(body),
      detail: detailOf(body),
      ...(code ? { code } : {}),
    };
  }
  if (status >= 500) return { kind: 'critical', status };
  return { kind: 'unknown', status };
}

/** Maps anything thrown while calling (abort, network failure, our own error) to the catalogue's kinds. */
export function apiErrorFromThrown(thrown: unknown): ApiError {
  if (thrown instanceof ApiRequestError) return thrown.error;
  if (thrown instanceof DOMException && (thrown.name === 'AbortError' || thrown.name === 'TimeoutError')) {
    return thrown.name === 'AbortError' ? { kind: 'cancelled' } : { kind: 'timeout' };
  }
  if (thrown instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown', status: null };
}

/** The contract's error `code` of a failed request (e.g. `role_taken`), null when it has none. */
export function apiErrorCode(thrown: unknown): string | null {
  const error = apiErrorFromThrown(thrown);
  return error.kind === 'fields' ? (error.code ?? null) : null;
}

/** 'field : message' lines of specification section 8, one per message. */
export function fieldMessageLines(fields: FieldMessages[]): string[] {
  return fields.flatMap(({ field, messages }) =>
    messages.map((message) => (field === 'non_field_errors' ? message : `${field} : ${message}`)),
  );
}
