import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authenticate, CSRF_COOKIE } from '../auth/session.ts';
import { countingStatements, type StatementCount } from '../db/statementCount.ts';
import { connectionLost } from '../db/unavailable.ts';
import { newCsrfToken } from '../login/cookies.ts';
import {
  databaseUnavailable,
  disallowedHost,
  type ErrorBody,
  HttpError,
  notFound,
  unsupportedMediaType,
} from '../messages/errors.ts';
import { MESSAGES } from '../messages/messages.ts';
import { SECURITY_HEADERS } from '../securityHeaders.ts';
import { createHttpServer } from '../startup.ts';
import { JSON_TYPE, registerApiRoutes } from './apiRoutes.ts';
import type { PipelineOptions } from './exchange.ts';
import { registerHealth } from './health.ts';
import { serveMedia } from './media.ts';
import { registerMetricsRoute } from './metrics.ts';
import { allowedHostsOf, refusedHost } from './origin.ts';
import { loggerOptions, logRequest } from './requestLog.ts';
import { BROTLI_QUALITY, COMPRESSIBLE, MIN_COMPRESSED_BYTES, registerSpa } from './spa.ts';
import {
  BODY_LIMIT,
  declaredLength,
  isStorageFull,
  mediaType,
  storageFull,
  UPLOAD_REQUEST_LIMIT,
} from './uploads.ts';

/** PostgreSQL errors caused by values of the request: out-of-range numbers, malformed text. */
const INPUT_ERRORS = new Set(['22003', '22P02', '22007', '22008']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The operators' endpoints, answered whatever the Host (a probe names the pod's address). */
const OPERATOR_PATHS = /^\/(?:health\/|metrics(?:[/?]|$))/;

/**
 * An answer given before a large body was read (refused from its headers, 401, 403) closes the
 * connection: keeping it open would make Node read and drop the rest of the body, up to gigabytes.
 */
function leavesBodyUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = declaredLength(req);
  return length === null ? req.headers['transfer-encoding'] !== undefined : length > 64 * 1024;
}

const localeOf = (url: string, locales: Set<string>): string => {
  const first = url.split('/')[1]?.split('?')[0] ?? '';
  return locales.has(first) ? first : 'fr';
};

/** What an error is answered with: the contract's error body, in the request's language. */
function errorAnswer(
  error: unknown,
  locale: string,
  log: PipelineOptions['log'],
  what: string,
): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const translated = (status: number, body: ErrorBody, headers: Record<string, string> = {}) => ({
    status,
    body: MESSAGES.translateBody(locale, body),
    headers,
  });
  if (error instanceof HttpError) return translated(error.status, error.body, error.headers);
  if (connectionLost(error)) {
    // Not logged as a failure: the request log shows the 503s, and an outage would flood the log.
    const unavailable = databaseUnavailable();
    return translated(unavailable.status, unavailable.body, unavailable.headers);
  }
  if (isStorageFull(error)) {
    // A full disk (database page or file) is said as such, so that operators know what to free.
    log(`${what} failed: storage full`, error);
    const failure = storageFull(locale);
    return { status: failure.status, body: failure.body, headers: {} };
  }
  const code = (error as { code?: unknown } | null)?.code;
  // Fastify's own refusals of a body, in Django REST framework's words.
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return translated(400, { detail: 'Request body too large.' });
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || code === 'FST_ERR_CTP_EMPTY_TYPE') {
    return translated(400, { detail: 'The request was interrupted.' });
  }
  if (typeof code === 'string' && INPUT_ERRORS.has(code)) {
    return translated(400, { detail: `Invalid value: ${(error as Error).message}` });
  }
  // Any other refusal of a plugin (an unknown request Content-Encoding: 415) keeps its status.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof code === 'string') {
    return translated(status, { detail: (error as Error).message });
  }
  log(`${what} failed`, error);
  return translated(500, { detail: 'A server error occurred.' });
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, options: PipelineOptions) {
  const locale = request.exchange?.locale ?? localeOf(request.url, options.locales);
  // Fastify's refusal of a Content-Type it cannot read, in Django REST framework's words.
  const known =
    (error as { code?: unknown } | null)?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
      ? unsupportedMediaType(mediaType(request.raw))
      : error;
  const { status, body, headers } = errorAnswer(
    known,
    locale,
    options.log,
    `${request.method} ${request.url}`,
  );
  return reply
    .code(status)
    .headers(headers)
    .header('Cache-Control', 'no-store')
    .type(JSON_TYPE)
    .send(JSON.stringify(body));
}

/** The parsers of request bodies: JSON (Django REST framework's parse error), forms, anything else raw. */
function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const json = (
    _request: FastifyRequest,
    raw: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (raw.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch (error) {
      done(new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` }));
    }
  };
  for (const type of ['application/json', /^application\/[\w.+-]+\+json$/]) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (request, raw, done) =>
      json(request, String(raw), done),
    );
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) =>
      done(null, raw.length === 0 ? undefined : Object.fromEntries(new URLSearchParams(raw as string))),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) =>
    done(null, (raw as Buffer).length === 0 ? undefined : raw),
  );
}

export interface Pipeline {
  fastify: FastifyInstance;
  /** Fastify's handler of Node requests, for a server bound before the app was ready. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** The server Fastify answers on when the app listens itself. */
  server: Server;
}

/**
 * The request pipeline on Fastify: security headers and the CSRF cookie on every answer, rate limits
 * on unsafe methods and sign-in, the contract's operations, the login pages, /media/ and the SPA at
 * /publish/, and errors answered with the contract's error body in the request's language.
 */
export async function createPipeline(options: PipelineOptions): Promise<Pipeline> {
  const allowedHosts = allowedHostsOf(options.originOptions);
  let handler: Pipeline['handler'] = () => undefined;
  const app = Fastify({
    ...loggerOptions(options.requestLog),
    bodyLimit: BODY_LIMIT,
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return createHttpServer(fastifyHandler);
    },
    // Last value wins for a repeated name, as Django's QueryDict.get does.
    routerOptions: {
      querystringParser: (text: string) => Object.fromEntries(new URLSearchParams(text)),
      maxParamLength: 1000,
    },
    // A path Fastify cannot decode names nothing: 404, like any unknown path.
    frameworkErrors: (error, request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      reply.headers(SECURITY_HEADERS);
      const locale = localeOf(request.url ?? '/', options.locales);
      const known = error instanceof HttpError ? error : notFound();
      const { status, body } = errorAnswer(known, locale, options.log, 'router');
      reply.code(status).header('Cache-Control', 'no-store').type(JSON_TYPE).send(JSON.stringify(body));
    },
  });
  app.decorateRequest('exchange', null as unknown as FastifyRequest['exchange']);
  await app.register(fastifyCookie);
  registerBodyParsers(app);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_REQUEST_LIMIT } });
  await app.register(fastifyCompress, {
    threshold: MIN_COMPRESSED_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
  });
  const { rateLimits } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: rateLimits.windowMs,
    // Counted once the caller is known (after the checks of `preParsing`): a session is one editor
    // whatever its address, and a made-up session cookie cannot buy a fresh allowance.
    hook: 'preHandler',
    keyGenerator: (request) => request.exchange?.prepared?.auth.sessionId ?? request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = String(Math.max(1, Math.ceil(context.ttl / 1000)));
      return new HttpError(
        429,
        { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
        { 'Retry-After': seconds },
      );
    },
  });

  app.decorateRequest('statementCount', null);
  if (options.countStatements) {
    // First of the request's hooks, so that everything the request runs afterwards is counted.
    app.addHook('onRequest', (request, _reply, done) => {
      const count: StatementCount = { statements: 0 };
      request.statementCount = count;
      countingStatements(count, done);
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    const cookies = request.cookies as Record<string, string>;
    const existing = cookies[CSRF_COOKIE];
    const csrfToken = existing ?? newCsrfToken();
    request.exchange = {
      locale: localeOf(request.url, options.locales),
      cookies,
      csrfToken,
      setCookies: existing ? [] : [options.login.cookies.csrf(csrfToken)],
      loginPage: null,
      prepared: null,
    };
    // T3-L5: absolute URLs are built on the Host; a host not allowed is refused before anything
    // reads it. Probes and scrapers (health, metrics) build no URL and often name the pod's address.
    if (!OPERATOR_PATHS.test(request.url)) {
      const refused = refusedHost(request.raw, options.originOptions, allowedHosts);
      if (refused !== null) throw disallowedHost(refused);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    options.metrics.observe(request, reply);
    logRequest(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const own = reply.getHeader('set-cookie');
    const owned = own === undefined ? [] : Array.isArray(own) ? own.map(String) : [String(own)];
    // A cookie the answer sets itself (the CSRF token renewed at sign-in) replaces the default one.
    const name = (cookie: string) => cookie.slice(0, cookie.indexOf('='));
    const added = request.exchange?.setCookies.filter((c) => !owned.some((o) => name(o) === name(c))) ?? [];
    if (added.length) reply.header('set-cookie', [...added, ...owned]);
    if (leavesBodyUnread(request.raw)) reply.header('Connection', 'close');
    reply.header('X-Request-Id', request.id);
    if (isAnonymousPublicRead(request)) reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error, options));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notFound(), options));

  registerHealth(app, options.health);
  registerMetricsRoute(app, options.metricsRoute);

  const redirect = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(302).header('Location', '/publish/').send();
  app.get('/', redirect);
  app.get('/publish', redirect);
  await registerSpa(app, options.distDir);

  app.all('/media/*', async (request, reply) => {
    const auth = await authenticate(
      options.services.db,
      request.headers.authorization,
      request.exchange.cookies,
    );
    // The media answer writes on Node's response itself (files of gigabytes are streamed).
    reply.hijack();
    const res = reply.raw;
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(header, value);
    if (request.exchange.setCookies.length) res.setHeader('Set-Cookie', request.exchange.setCookies);
    const path = (request.raw.url ?? '').split('?')[0]?.slice('/media/'.length) ?? '';
    try {
      if (!(await serveMedia(request.raw, res, options.services, auth, path))) throw notFound();
    } catch (error) {
      if (res.headersSent) {
        options.log(`${request.method} ${request.url} failed after the answer started`, error);
        res.destroy();
        return;
      }
      const locale = request.exchange.locale;
      const { status, body, headers } = errorAnswer(
        error,
        locale,
        options.log,
        `${request.method} ${request.url}`,
      );
      res.writeHead(status, {
        ...headers,
        'Content-Type': JSON_TYPE,
        'Cache-Control': 'no-store',
        ...(leavesBodyUnread(request.raw) ? { Connection: 'close' } : {}),
      });
      res.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    }
  });

  registerApiRoutes(app, options, (method, operation) => {
    const signIn = operation.operationId === 'signIn' || operation.path === '/login/signin/';
    if (signIn)
      return { rateLimit: { max: rateLimits.signInPerWindow, keyGenerator: (r: FastifyRequest) => r.ip } };
    if (UNSAFE.has(method)) return { rateLimit: { max: rateLimits.unsafePerWindow } };
    if (operation.secured) return {};
    // The public surface (decision 0037): anonymous reads per address; a session is not counted.
    return {
      rateLimit: {
        max: rateLimits.publicReadsPerWindow,
        keyGenerator: (r: FastifyRequest) => r.ip,
        allowList: (r: FastifyRequest) => Boolean(r.exchange?.prepared?.auth.user),
      },
      // A file is sent as stored (ranges and lengths are of its bytes): never compressed on the way.
      ...(operation.operationId === 'downloadDatasetResource' ? { compress: false } : {}),
    };
  });
  await app.ready();
  return { fastify: app, handler: (req, res) => handler(req, res), server: app.server };
}

/**
 * An anonymous read of the public surface (decision 0037): other sites' pages may read it (data-fair's
 * catalogue form picks an organisation from the browser), so it answers `Access-Control-Allow-Origin: *`.
 * A wildcard never carries credentials: no browser hands another site an answer read with a session,
 * and a request sent with one gets no such header.
 */
function isAnonymousPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const operation = (request.routeOptions.config as { operation?: { secured: boolean } } | undefined)
    ?.operation;
  if (!operation || operation.secured) return false;
  return !request.exchange?.prepared?.auth.user;
}
