import { rm } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authenticate, CSRF_COOKIE, CSRF_HEADER } from './auth/session.ts';
import { type DataLock, lockDataFolder } from './dataLock.ts';
import { type Database, openPglite, openPostgres } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { handlers } from './handlers/index.ts';
import {
  declaredLength,
  defaultFreeSpaceMargin,
  discardFiles,
  emptyUploadTmp,
  hasBody,
  isStorageFull,
  mediaType,
  parseBody,
  storageFull,
  UPLOAD_REQUEST_LIMIT,
  type UploadedFile,
  type UploadLimits,
} from './http/body.ts';
import { MESSAGES } from './http/catalogue/index.ts';
import { acceptedEncoding, compress, isCompressible } from './http/compression.ts';
import type { AppServices, HandlerContext, HandlerResult } from './http/context.ts';
import { signedInUser } from './http/context.ts';
import { parseCookies } from './http/cookies.ts';
import {
  type ErrorBody,
  HttpError,
  methodNotAllowed,
  notFound,
  termsRequired,
  unauthorized,
  unsupportedMediaType,
} from './http/errors.ts';
import { serveMedia } from './http/media.ts';
import { handlerOf } from './http/operation.ts';
import { type OriginOptions, requestOrigin } from './http/origin.ts';
import { Router } from './http/router.ts';
import { SECURITY_HEADERS } from './http/securityHeaders.ts';
import { DEFAULT_SPEC_PATH, type LoadedSpec, loadSpec, type OperationSpec } from './http/spec.ts';
import { serveSpa } from './http/static.ts';
import { describeErrors, errorBody, Validators } from './http/validation.ts';
import { newCsrfToken } from './login/cookies.ts';
import { loginPage } from './login/pages.ts';
import { createLoginService, signOutNeedsConfirmation } from './login/service.ts';
import type { ThrottleOptions } from './login/throttle.ts';
import { DEFAULT_REMOTE, type RemoteOptions } from './net/remoteFetch.ts';
import { ensureDemoFiles } from './seed/files.ts';
import { translateReferenceItems } from './seed/referenceLabels.ts';
import { isEmpty, seedDatabase } from './seed/seed.ts';
import { createHttpServer, listenOn } from './startup.ts';
import { createTaskQueue, type TaskQueue } from './tasks/taskQueue.ts';
import { createScheduler, type Scheduler } from './worker/scheduler.ts';
import { createWorker } from './worker/worker.ts';

export interface AppOptions {
  /** Data folder: the embedded database (`pgdata/`) and uploaded files (`uploads/`). Default `.data/`. */
  dataDir?: string;
  /** PostgreSQL connection string; the embedded database is used when absent. */
  databaseUrl?: string;
  /** Built SPA served at /publish/. Default `dist/`. */
  distDir?: string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Wipe the database and the uploaded files first, then seed. */
  reset?: boolean;
  /** Keep the embedded database in memory (tests); uploaded files still go to `dataDir`. */
  memoryDb?: boolean;
  /** Start the embedded database from a dump made by `app.db.dump()`. */
  loadDataDir?: Blob;
  /** Check every answer against the contract; a drift answers 500 and is recorded (tests). */
  validateResponses?: boolean;
  specPath?: string;
  /** Locales accepted in `/{locale}/`; the contract's server enum plus `it` by default. */
  locales?: string[];
  log?: (message: string, error?: unknown) => void;
  /** Run queued tasks (default true); without a worker they stay PENDING. */
  worker?: boolean;
  /** Let the server reach private and loopback addresses (env ALLOW_PRIVATE_REMOTE=1). Default false. */
  allowPrivateRemote?: boolean;
  /** Time allowed for a request to another server, in ms (default 15 000). */
  remoteTimeoutMs?: number;
  /** Largest answer read from another server, in bytes (default 50 MB). */
  remoteMaxBytes?: number;
  /** How often scheduled executions and harvests are looked at, in ms (default 60 000; 0: never). */
  schedulerIntervalMs?: number;
  /** Session and CSRF cookies only over HTTPS (env COOKIE_SECURE=1). Default false (http://localhost). */
  secureCookies?: boolean;
  /** Limits of the sign-in brute-force protection (tests tighten them); see DEFAULT_THROTTLE. */
  signInThrottle?: Partial<ThrottleOptions>;
  /**
   * Free space the data folder keeps, in bytes: an upload that could leave less is refused with 507
   * (default 5 % of the file system, at most 1 GiB).
   */
  uploadFreeSpaceMargin?: number;
  /** Public address of the platform for absolute URLs (env PUBLIC_URL); the request's Host otherwise. */
  publicUrl?: string;
  /** Believe X-Forwarded-Proto / X-Forwarded-Host for absolute URLs (env TRUST_PROXY=1). */
  trustProxy?: boolean;
}

export interface App {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Answers on a server already listening (main.ts binds its port before opening the database). */
  serve(server: Server): void;
  close(): Promise<void>;
  db: Database;
  services: AppServices;
  spec: LoadedSpec;
  taskQueue: TaskQueue;
  /** Queues scheduled executions and harvests when due (`tick()` does it now). */
  scheduler: Scheduler;
  /** Tasks found running (ended in FAILURE) and queued (run again) when the app started. */
  recovered: { interrupted: number[]; resumed: number[] };
  /** Seconds spent seeding at start, null when the database was already there. */
  seedSeconds: number | null;
  /** Answers that did not match the contract (with `validateResponses`). */
  contractViolations: string[];
  /** Limits of uploads, read at each request. */
  uploadLimits: UploadLimits;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
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

function refuseNullCharacters(value: unknown): void {
  const field = fieldWithNullCharacter(value);
  if (field !== null) throw new HttpError(400, { [field]: ['Null characters are not allowed.'] });
}
/** PostgreSQL errors caused by values of the request: out-of-range numbers, malformed text. */
const INPUT_ERRORS = new Set(['22003', '22P02', '22007', '22008']);
const LOGIN_PAGES = new Set(['signin', 'profile', 'terms', 'signout']);

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  cookies: Record<string, string>;
  /** Set-Cookie values added to whatever is answered. */
  setCookies: string[];
  csrfToken: string;
}

/**
 * An answer given before a large body was read (refused from its headers, 401, 403) closes the
 * connection: keeping it open would make Node read and drop the rest of the body, up to gigabytes.
 */
function leavesBodyUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = declaredLength(req);
  return length === null ? req.headers['transfer-encoding'] !== undefined : length > 64 * 1024;
}

function writeHead(ex: Exchange, status: number, headers: Record<string, string | string[]>): void {
  const own = headers['Set-Cookie'];
  const owned = own ? (Array.isArray(own) ? own : [own]) : [];
  // A cookie the answer sets itself (the CSRF token renewed at sign-in) replaces the default one.
  const name = (cookie: string) => cookie.slice(0, cookie.indexOf('='));
  const cookies = [...ex.setCookies.filter((c) => !owned.some((o) => name(o) === name(c))), ...owned];
  const all: Record<string, string | string[]> = { ...headers };
  delete all['Set-Cookie'];
  if (cookies.length) all['Set-Cookie'] = cookies;
  if (leavesBodyUnread(ex.req)) all.Connection = 'close';
  ex.res.writeHead(status, all);
}

const JSON_TYPE = 'application/json; charset=utf-8';

function sendJson(
  ex: Exchange,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  writeHead(ex, status, {
    ...(payload ? { 'Content-Type': JSON_TYPE } : {}),
    'Cache-Control': 'no-store',
    ...headers,
  });
  ex.res.end(ex.req.method === 'HEAD' ? undefined : payload);
}

/** An operation's answer: compressed when large enough and the client accepts it (a page of datasets). */
async function sendAnswer(
  ex: Exchange,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): Promise<void> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const encoding = isCompressible(JSON_TYPE, Buffer.byteLength(payload)) ? acceptedEncoding(ex.req) : null;
  if (!encoding) {
    sendJson(ex, status, body, headers);
    return;
  }
  const compressed = await compress(payload, encoding);
  writeHead(ex, status, {
    'Content-Type': JSON_TYPE,
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-store',
    ...headers,
  });
  ex.res.end(ex.req.method === 'HEAD' ? undefined : compressed);
}

function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  return query;
}

function headerObject(req: IncomingMessage, operation: OperationSpec): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header') continue;
    const value = req.headers[parameter.name.toLowerCase()];
    if (typeof value === 'string') headers[parameter.name.toLowerCase()] = value;
  }
  return headers;
}

export async function createApp(options: AppOptions = {}): Promise<App> {
  const dataDir = resolve(options.dataDir ?? join(ROOT, '.data'));
  // H3: the data folder is taken before anything in it is wiped, opened or recovered, in every mode
  // (the uploaded files are there even when the database is in memory or on a PostgreSQL server).
  const dataLock = lockDataFolder(dataDir);
  try {
    return await openApp(options, dataDir, dataLock);
  } catch (error) {
    dataLock.release();
    throw error;
  }
}

async function openApp(options: AppOptions, dataDir: string, dataLock: DataLock): Promise<App> {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const distDir = resolve(options.distDir ?? join(ROOT, 'dist'));
  const uploadsDir = join(dataDir, 'uploads');
  const tmpDir = join(uploadsDir, 'tmp');

  if (options.reset) {
    await rm(uploadsDir, { recursive: true, force: true });
    if (!options.databaseUrl) await rm(join(dataDir, 'pgdata'), { recursive: true, force: true });
  }
  await emptyUploadTmp(tmpDir);

  const spec = await loadSpec(options.specPath ?? DEFAULT_SPEC_PATH);
  const router = new Router(spec.operations);
  const validators = new Validators(spec.document);
  const locales = new Set(options.locales ?? [...new Set([...spec.locales, 'fr', 'en', 'it'])]);

  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite({
        ...(options.memoryDb ? {} : { dataDir: join(dataDir, 'pgdata') }),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
  if (options.reset && options.databaseUrl) {
    await db.exec(
      'drop schema if exists datastore cascade; drop schema public cascade; create schema public;',
    );
  }
  await migrate(db);
  let seedSeconds: number | null = null;
  if (options.seed !== false && (await isEmpty(db))) {
    const started = performance.now();
    await seedDatabase(db);
    seedSeconds = (performance.now() - started) / 1000;
  }

  if (options.seed !== false) await ensureDemoFiles(db, uploadsDir);
  await translateReferenceItems(db);

  const taskQueue = createTaskQueue(db);
  const remote: RemoteOptions = {
    allowPrivate: options.allowPrivateRemote ?? DEFAULT_REMOTE.allowPrivate,
    timeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE.timeoutMs,
    maxBytes: options.remoteMaxBytes ?? DEFAULT_REMOTE.maxBytes,
  };
  const login = createLoginService({
    secureCookies: options.secureCookies ?? false,
    throttle: options.signInThrottle ?? {},
    log: (message) => log(message),
  });
  const services: AppServices = { db, uploadsDir, taskQueue, remote, log, login };
  const originOptions: OriginOptions = {
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    trustProxy: options.trustProxy ?? false,
  };
  const worker = options.worker === false ? null : createWorker({ db, uploadsDir, remote, log });
  let recovered: App['recovered'] = { interrupted: [], resumed: [] };
  if (worker) {
    taskQueue.setWorker(worker.run);
    recovered = await worker.recover(taskQueue);
  }
  const scheduler = createScheduler(db, taskQueue, log);
  if (worker) scheduler.start(options.schedulerIntervalMs ?? 60_000);
  const contractViolations: string[] = [];
  const uploadLimits: UploadLimits = {
    maxRequestBytes: UPLOAD_REQUEST_LIMIT,
    freeSpaceMargin: options.uploadFreeSpaceMargin ?? (await defaultFreeSpaceMargin(tmpDir)),
  };

  function checkResponse(operation: OperationSpec, result: HandlerResult): string | null {
    const spec =
      operation.responses.find((r) => r.status === String(result.status)) ??
      operation.responses.find((r) => r.status === `${String(result.status).charAt(0)}XX`) ??
      operation.responses.find((r) => r.status === 'default');
    if (!spec) return `${operation.operationId}: status ${result.status} is not in the contract`;
    if (operation.method === 'head') return null;
    if (result.raw !== undefined) {
      const type = (result.contentType ?? '').split(';')[0] ?? '';
      return spec.content.some((media) => media.contentType === type)
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

  function validateParameters(
    operation: OperationSpec,
    where: 'path' | 'query' | 'header',
    values: Record<string, unknown>,
  ) {
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

  /**
   * The body, read only once the operation is known to take it: the media type is matched from the
   * headers (authentication and CSRF were checked before), and only operations that declare
   * multipart/form-data write files, within the upload limits. It is read and parsed here (the
   * request streams), but checked against its schema only when the handler first reads `ctx.body`
   * (`validate`): as in Django REST framework, a handler looks its object up (404) and checks the
   * permission on it (403) before the body is validated (400).
   */
  async function readBody(
    ex: Exchange,
    operation: OperationSpec,
    locale: string,
  ): Promise<{ validate: () => unknown; files: UploadedFile[] }> {
    const spec = operation.requestBody;
    const nothing = { validate: () => undefined, files: [] };
    const required = () => {
      throw new HttpError(400, { non_field_errors: ['A request body is required.'] });
    };
    // A body sent to an operation that takes none is never read (it is drained or the connection closed).
    if (!spec) return nothing;
    if (!hasBody(ex.req)) return spec.required ? { validate: required, files: [] } : nothing;
    const type = mediaType(ex.req);
    const media =
      spec.content.find((m) => m.contentType === type) ??
      spec.content.find((m) => m.contentType.endsWith('/*') && type.startsWith(m.contentType.slice(0, -1)));
    if (!media) throw unsupportedMediaType(type);
    const parsed = await parseBody(
      ex.req,
      tmpDir,
      type === 'multipart/form-data' ? { limits: uploadLimits, locale } : undefined,
    );
    if (parsed.kind === 'none') return spec.required ? { validate: required, files: [] } : nothing;
    const pointer = media.schemaPointer;
    if (!pointer) return { validate: () => parsed.value, files: parsed.files };
    const check = (): unknown => {
      if (parsed.kind === 'multipart') {
        const fields = { ...(parsed.value as Record<string, unknown>) };
        for (const file of parsed.files) fields[file.field] = file.filename;
        const errors = validators.body(pointer, fields, true);
        if (errors) throw new HttpError(400, errorBody(errors));
        refuseNullCharacters(fields);
        return fields;
      }
      const errors = validators.body(pointer, parsed.value);
      if (errors) throw new HttpError(400, errorBody(errors));
      refuseNullCharacters(parsed.value);
      return parsed.value;
    };
    // Checked once: the first reading's verdict (the body, or the 400) is every later reading's.
    let verdict: { body: unknown } | { error: unknown } | null = null;
    const validate = (): unknown => {
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
    return { validate, files: parsed.files };
  }

  async function handleApi(ex: Exchange, locale: string, rest: string): Promise<void> {
    const match = router.match(ex.req.method ?? 'GET', rest);
    if (match.kind === 'not-found') throw notFound();
    if (match.kind === 'method-not-allowed') throw methodNotAllowed(match.allowed);
    const { operation } = match;
    const handler = handlerOf(handlers, operation.operationId);
    if (!handler)
      throw new HttpError(501, { detail: `Operation ${operation.operationId} is not implemented.` });

    const auth = await authenticate(db, ex.req.headers.authorization, ex.cookies);
    if (operation.secured) {
      if (!auth.user) throw unauthorized();
      if (!auth.user.termsAccepted) throw termsRequired();
      if (UNSAFE.has(ex.req.method ?? '') && auth.via === 'cookie') {
        const header = ex.req.headers[CSRF_HEADER];
        const cookie = ex.cookies[CSRF_COOKIE];
        if (!cookie || header !== cookie) {
          throw new HttpError(403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' });
        }
      }
    }

    const params = validateParameters(operation, 'path', { ...match.params });
    const query = validateParameters(operation, 'query', queryObject(ex.url));
    const headers = validateParameters(operation, 'header', headerObject(ex.req, operation));
    const { validate, files } = await readBody(ex, operation, locale);
    const ctx: HandlerContext = {
      operation,
      locale,
      params,
      query,
      headers,
      get body() {
        return validate();
      },
      files,
      auth,
      get user() {
        return signedInUser(auth);
      },
      services,
      url: ex.url,
      origin: requestOrigin(ex.req, originOptions),
      req: ex.req,
    };
    let result: HandlerResult;
    try {
      result = await handler(ctx);
    } catch (error) {
      if (!(error instanceof HttpError) || !options.validateResponses) throw error;
      const drift = checkResponse(operation, { status: error.status, body: error.body });
      if (drift) recordDrift(drift);
      throw error;
    } finally {
      await discardFiles(files);
    }
    if (options.validateResponses) {
      const drift = checkResponse(operation, result);
      if (drift) {
        recordDrift(drift);
        sendJson(
          ex,
          500,
          MESSAGES.translateBody(locale, { detail: `Response does not match the contract: ${drift}` }),
        );
        return;
      }
    }
    if (result.raw !== undefined) {
      writeHead(ex, result.status, {
        'Content-Type': result.contentType ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        ...result.headers,
      });
      ex.res.end(ex.req.method === 'HEAD' ? undefined : result.raw);
      return;
    }
    await sendAnswer(ex, result.status, result.body, result.headers);
  }

  function recordDrift(drift: string): void {
    contractViolations.push(drift);
    log(`contract drift: ${drift}`);
  }

  async function handleLoginPage(ex: Exchange, locale: string, page: string): Promise<boolean> {
    const method = ex.req.method ?? 'GET';
    const isForm = method === 'POST' && mediaType(ex.req) === 'application/x-www-form-urlencoded';
    // The JSON side of signin/ and signout/ belongs to the contract; the pages handle browsers.
    if (page === 'signin' && method === 'POST' && !isForm) return false;
    // GET sign-out without `next` is the contract's; one that may come from another site gets the
    // confirmation page instead of closing the session.
    if (
      page === 'signout' &&
      method !== 'POST' &&
      !ex.url.searchParams.has('next') &&
      !signOutNeedsConfirmation(ex.req, ex.cookies)
    )
      return false;
    if (method === 'POST' && !isForm && page !== 'signin') return false;
    const parsed = isForm ? await parseBody(ex.req, tmpDir) : null;
    const form = parsed?.kind === 'form' ? (parsed.value as Record<string, string>) : null;
    const auth = await authenticate(db, undefined, ex.cookies);
    const reply = await loginPage({
      req: ex.req,
      db,
      login,
      locale,
      page,
      url: ex.url,
      form,
      csrfToken: ex.csrfToken,
      csrfCookie: ex.cookies[CSRF_COOKIE] ?? null,
      user: auth.user,
      sessionId: auth.sessionId,
    });
    if (!reply) return false;
    writeHead(ex, reply.status, reply.headers);
    ex.res.end(method === 'HEAD' ? undefined : reply.body);
    return true;
  }

  async function route(ex: Exchange): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) ex.res.setHeader(name, value);
    const path = ex.url.pathname;
    if (path === '/' || path === '/publish') {
      writeHead(ex, 302, { Location: '/publish/' });
      ex.res.end();
      return;
    }
    if (path.startsWith('/publish/')) {
      if (ex.setCookies.length) ex.res.setHeader('Set-Cookie', ex.setCookies);
      await serveSpa(ex.req, ex.res, distDir, path);
      return;
    }
    if (path.startsWith('/media/')) {
      const auth = await authenticate(db, ex.req.headers.authorization, ex.cookies);
      if (ex.setCookies.length) ex.res.setHeader('Set-Cookie', ex.setCookies);
      if (await serveMedia(ex.req, ex.res, services, auth, path.slice('/media/'.length))) return;
      throw notFound();
    }
    const [, locale, ...segments] = path.split('/');
    if (!locale || !locales.has(locale)) throw notFound();
    const rest = `/${segments.join('/')}`;
    const loginMatch = /^\/login\/([a-z]+)\/?$/.exec(rest);
    if (
      loginMatch?.[1] &&
      LOGIN_PAGES.has(loginMatch[1]) &&
      (await handleLoginPage(ex, locale, loginMatch[1]))
    )
      return;
    await handleApi(ex, locale, rest);
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cookies = parseCookies(req);
    const existing = cookies[CSRF_COOKIE];
    const csrfToken = existing ?? newCsrfToken();
    const ex: Exchange = {
      req,
      res,
      url,
      cookies,
      setCookies: existing ? [] : [login.cookies.csrf(csrfToken)],
      csrfToken,
    };
    route(ex).catch((error: unknown) => {
      if (res.headersSent) {
        log(`${req.method} ${url.pathname} failed after the answer started`, error);
        res.destroy();
        return;
      }
      // Messages are written once (in English, as Django REST framework does, or in French) and
      // answered in the request's language, like Django's translated messages.
      const first = url.pathname.split('/')[1] ?? '';
      const locale = locales.has(first) ? first : 'fr';
      const answer = (status: number, body: ErrorBody, headers?: Record<string, string>) =>
        sendJson(ex, status, MESSAGES.translateBody(locale, body), headers);
      if (error instanceof HttpError) {
        answer(error.status, error.body, error.headers);
        return;
      }
      if (isStorageFull(error)) {
        // A full disk (database page or file) is said as such, so that operators know what to free.
        log(`${req.method} ${url.pathname} failed: storage full`, error);
        const failure = storageFull(locale);
        sendJson(ex, failure.status, failure.body);
        return;
      }
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && INPUT_ERRORS.has(code)) {
        answer(400, { detail: `Invalid value: ${(error as Error).message}` });
        return;
      }
      log(`${req.method} ${url.pathname} failed`, error);
      answer(500, { detail: 'A server error occurred.' });
    });
  };

  let server: Server | null = null;
  return {
    handler,
    db,
    services,
    spec,
    taskQueue,
    scheduler,
    recovered,
    seedSeconds,
    contractViolations,
    uploadLimits,
    listen(port = 0, host = '127.0.0.1') {
      server = createHttpServer(handler);
      return listenOn(server, port, host);
    },
    serve(bound) {
      // It answered 503 "starting" until now.
      bound.removeAllListeners('request');
      bound.on('request', handler);
      server = bound;
    },
    async close() {
      if (server) {
        const closing = server;
        await new Promise<void>((done) => {
          closing.close(() => done());
          closing.closeAllConnections();
        });
        server = null;
      }
      scheduler.stop();
      // Running tasks are aborted and end in FAILURE; queued ones run at the next start.
      worker?.stop();
      taskQueue.setWorker(null);
      await taskQueue.idle();
      await db.close();
      dataLock.release();
    },
  };
}
