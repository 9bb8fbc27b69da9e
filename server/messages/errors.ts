/** Error body of the contract: `detail`, `code`, `non_field_errors`, and field name → messages. */
export type ErrorBody = { detail?: string; code?: string } & {
  [field: string]: string | string[] | undefined;
};

/** Thrown by handlers and the request pipeline; turned into a JSON answer with the contract's error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.detail ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (body: ErrorBody): HttpError => new HttpError(400, body);

/** 400 with messages for one field. */
export const fieldError = (field: string, message: string, code?: string): HttpError =>
  new HttpError(400, code ? { code, [field]: [message] } : { [field]: [message] });

export const unauthorized = (): HttpError =>
  new HttpError(401, { detail: 'Authentication credentials were not provided.' });

export const forbidden = (detail = 'You do not have permission to perform this action.'): HttpError =>
  new HttpError(403, { detail });

export const termsRequired = (): HttpError =>
  new HttpError(403, { code: 'terms_required', detail: 'The terms of use must be accepted.' });

export const notFound = (detail = 'Not found.'): HttpError => new HttpError(404, { detail });

export const methodNotAllowed = (allowed: string[]): HttpError =>
  new HttpError(405, { detail: 'Method not allowed.' }, { Allow: allowed.join(', ') });

/** Django REST framework's words for a body of a media type the operation does not take. */
export const unsupportedMediaType = (type: string): HttpError =>
  new HttpError(415, { detail: `Unsupported media type "${type}" in request.` });

/** Seconds a client waits before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is restarting or unreachable (audit T3-M2): try again shortly, nothing is broken for good. */
export const databaseUnavailable = (): HttpError =>
  new HttpError(
    503,
    { code: 'database_unavailable', detail: 'The database is not answering: try again in a few seconds.' },
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/** A Host (or trusted X-Forwarded-Host) that is not among the allowed hosts (audit T3-L5), as Django's 400. */
export const disallowedHost = (host: string): HttpError =>
  new HttpError(400, { code: 'disallowed_host', detail: `Host "${host}" is not allowed.` });
