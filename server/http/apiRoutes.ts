import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Authentication, authenticate, CSRF_COOKIE, CSRF_HEADER } from '../auth/session.ts';
import { handlers } from '../handlers/index.ts';
import { type HandlerContext, type HandlerResult, signedInUser } from '../handlers/kit/context.ts';
import { handlerOf } from '../handlers/kit/operation.ts';
import {
  HttpError,
  methodNotAllowed,
  notFound,
  termsRequired,
  unauthorized,
  unsupportedMediaType,
} from '../messages/errors.ts';
import { MESSAGES } from '../messages/messages.ts';
import type { UploadedFile } from '../model/files.ts';
import { type AnswerKey, CACHED_OPERATIONS } from './answerCache.ts';
import type { PipelineOptions } from './exchange.ts';
import { answerLoginPage, loginPageOf, wantsLoginPage } from './loginRoutes.ts';
import { contractDrift, lazyBodyCheck, validateParameters } from './operationChecks.ts';
import { requestOrigin } from './origin.ts';
import type { OperationSpec } from './spec.ts';
import { checkRoom, discardFiles, hasBody, mediaType, readMultipart } from './uploads.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const JSON_TYPE = 'application/json; charset=utf-8';

/** `/dataset/datasets/{id}/` → `/:locale/dataset/datasets/:id/`, and the same without the last slash. */
function fastifyPaths(template: string): string[] {
  const path = `/:locale${template.replace(/\{([^}]+)\}/g, ':$1')}`;
  return path.endsWith('/') && path !== '/:locale/' ? [path, path.slice(0, -1)] : [path, '/:locale'];
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  // Last value wins for a repeated name, as the pipeline always did.
  return Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
}

function headersOf(request: FastifyRequest, operation: OperationSpec): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header') continue;
    const value = request.headers[parameter.name.toLowerCase()];
    if (typeof value === 'string') headers[parameter.name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * The checks Django REST framework makes before it reads a body, from the headers alone: the
 * locale, authentication and terms (401/403), CSRF for cookie sessions (403), the path (404), the
 * query and header parameters (400), the media type (415) and, for uploads, the room left (507).
 */
async function prepare(request: FastifyRequest, options: PipelineOptions, operation: OperationSpec) {
  const { exchange } = request;
  const auth = await authenticate(options.services.db, request.headers.authorization, exchange.cookies);
  if (operation.secured) {
    if (!auth.user) throw unauthorized();
    if (!auth.user.termsAccepted) throw termsRequired();
    if (UNSAFE.has(request.method) && auth.via === 'cookie') {
      const cookie = exchange.cookies[CSRF_COOKIE];
      if (!cookie || request.headers[CSRF_HEADER] !== cookie) {
        throw new HttpError(403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      }
    }
  }
  const { locale: _locale, ...pathParams } = request.params as Record<string, string>;
  const params = validateParameters(options.validators, operation, 'path', pathParams);
  const query = validateParameters(options.validators, operation, 'query', queryOf(request));
  const headers = validateParameters(options.validators, operation, 'header', headersOf(request, operation));
  const body = operation.requestBody;
  if (body && hasBody(request.raw)) {
    const type = mediaType(request.raw);
    const media =
      body.content.find((m) => m.contentType === type) ??
      body.content.find((m) => m.contentType.endsWith('/*') && type.startsWith(m.contentType.slice(0, -1)));
    if (!media) throw unsupportedMediaType(type);
    if (type === 'multipart/form-data') {
      await checkRoom(request.raw, options.tmpDir, options.uploadLimits, exchange.locale);
    }
  }
  exchange.prepared = { auth, params, query, headers };
}

/** An answer that may be given again while the data has not moved (decision 0043): at which version, for what. */
interface Reusable {
  version: string;
  key: AnswerKey;
}

function reusableAnswer(
  request: FastifyRequest,
  operation: OperationSpec,
  auth: Authentication,
  origin: string,
): Reusable | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!CACHED_OPERATIONS.has(operation.operationId) || !auth.user || auth.dataVersion === null) return null;
  return {
    version: auth.dataVersion,
    key: { operationId: operation.operationId, userId: auth.user.id, origin, url: request.url },
  };
}

/** The handler's answer, checked against the contract when asked, as JSON or as the raw bytes it gave. */
function answer(
  reply: FastifyReply,
  options: PipelineOptions,
  operation: OperationSpec,
  locale: string,
  result: HandlerResult,
  reusable: Reusable | null,
): FastifyReply {
  if (options.validateResponses) {
    const drift = contractDrift(options.validators, operation, result);
    if (drift) {
      options.recordDrift(drift);
      const body = MESSAGES.translateBody(locale, {
        detail: `Response does not match the contract: ${drift}`,
      });
      return reply.code(500).header('Cache-Control', 'no-store').type(JSON_TYPE).send(JSON.stringify(body));
    }
  }
  reply.code(result.status).header('Cache-Control', 'no-store');
  if (result.headers) reply.headers(result.headers);
  if (result.raw !== undefined) {
    return reply.type(result.contentType ?? 'application/octet-stream').send(result.raw);
  }
  if (result.body === undefined) return reply.send();
  const text = JSON.stringify(result.body);
  if (reusable && result.status === 200 && !result.headers) {
    options.answerCache.set(reusable.version, reusable.key, text);
  }
  return reply.type(JSON_TYPE).send(text);
}

async function runOperation(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PipelineOptions,
  operation: OperationSpec,
): Promise<FastifyReply> {
  const { exchange } = request;
  const handler = handlerOf(handlers, operation.operationId);
  if (!handler)
    throw new HttpError(501, { detail: `Operation ${operation.operationId} is not implemented.` });
  if (!exchange.prepared) await prepare(request, options, operation);
  const prepared = exchange.prepared;
  if (!prepared) throw new Error('the operation was not prepared');
  const origin = requestOrigin(request.raw, options.originOptions);
  const reusable = reusableAnswer(request, operation, prepared.auth, origin);
  const kept = reusable && options.answerCache.get(reusable.version, reusable.key);
  if (reusable) options.metrics.answer(operation.operationId, Boolean(kept));
  if (kept) return reply.code(200).header('Cache-Control', 'no-store').type(JSON_TYPE).send(kept);
  const type = mediaType(request.raw);
  let files: UploadedFile[] = [];
  let validate: () => unknown;
  if (operation.requestBody && request.isMultipart()) {
    const read = await readMultipart(request, options.tmpDir, options.uploadLimits, exchange.locale);
    files = read.files;
    const fields: Record<string, unknown> = { ...read.fields };
    for (const file of files) fields[file.field] = file.filename;
    validate = lazyBodyCheck(options.validators, operation, type, { kind: 'multipart', fields });
  } else {
    const present = request.body !== undefined && hasBody(request.raw);
    validate = lazyBodyCheck(
      options.validators,
      operation,
      type,
      present ? { kind: 'parsed', value: request.body } : { kind: 'none' },
    );
  }
  const url = new URL(request.url, 'http://localhost');
  const ctx: HandlerContext = {
    operation,
    locale: exchange.locale,
    params: prepared.params,
    query: prepared.query,
    headers: prepared.headers,
    get body() {
      return validate();
    },
    files,
    auth: prepared.auth,
    get user() {
      return signedInUser(prepared.auth);
    },
    services: options.services,
    url,
    origin,
    req: request.raw,
  };
  let result: HandlerResult;
  try {
    result = await handler(ctx);
  } catch (error) {
    if (error instanceof HttpError && options.validateResponses) {
      const drift = contractDrift(options.validators, operation, { status: error.status, body: error.body });
      if (drift) options.recordDrift(drift);
    }
    throw error;
  } finally {
    await discardFiles(files);
  }
  return answer(reply, options, operation, exchange.locale, result, reusable);
}

/**
 * One Fastify route per operation of the contract (under `/{locale}/`, with and without the last
 * slash), and for each path the methods it does not take answered 405 with `Allow`. The checks run
 * in `preParsing`, so that a refusal (401, 403, 404, 415, 507) comes before any byte of the body is
 * read; the body is then parsed by Fastify's parsers (multipart by @fastify/multipart, in the handler).
 */
export function registerApiRoutes(
  app: FastifyInstance,
  options: PipelineOptions,
  limitsOf: (method: string, operation: OperationSpec) => RouteOptions['config'],
): void {
  const byPath = new Map<string, OperationSpec[]>();
  for (const operation of options.spec.operations) {
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  }
  const checkLocale = (request: FastifyRequest) => {
    if (!options.locales.has((request.params as { locale: string }).locale)) throw notFound();
  };
  for (const [template, operations] of byPath) {
    const loginPage = loginPageOf(template);
    const taken = new Set(operations.map((operation) => operation.method.toUpperCase()));
    const allowed = [...taken];
    if (taken.has('GET') && !taken.has('HEAD')) allowed.push('HEAD');
    for (const url of fastifyPaths(template)) {
      for (const operation of operations) {
        const method = operation.method.toUpperCase();
        app.route({
          method,
          url,
          // A path that declares its own HEAD answers it with that operation, not with GET's.
          exposeHeadRoute: !taken.has('HEAD'),
          config: { operation, ...(loginPage ? { loginPage } : {}), ...limitsOf(method, operation) },
          preParsing: async (request, _reply, payload) => {
            checkLocale(request);
            if (loginPage && wantsLoginPage(request, loginPage)) {
              request.exchange.loginPage = loginPage;
              return payload;
            }
            await prepare(request, options, operation);
            return payload;
          },
          handler: async (request, reply) => {
            const page = request.exchange.loginPage;
            if (page && (await answerLoginPage(request, reply, options, page))) return reply;
            return runOperation(request, reply, options, operation);
          },
        });
      }
      const refused = ANSWERED_METHODS.filter(
        (method) => !taken.has(method) && !(method === 'HEAD' && taken.has('GET')),
      );
      if (refused.length === 0) continue;
      app.route({
        method: [...refused],
        url,
        config: loginPage ? { loginPage } : {},
        preParsing: async (request, _reply, payload) => {
          checkLocale(request);
          if (loginPage && wantsLoginPage(request, loginPage)) request.exchange.loginPage = loginPage;
          else throw methodNotAllowed(allowed);
          return payload;
        },
        handler: async (request, reply) => {
          const page = request.exchange.loginPage;
          if (page && (await answerLoginPage(request, reply, options, page))) return reply;
          throw methodNotAllowed(allowed);
        },
      });
    }
  }
  // The login pages the contract has no path for (profile, terms): the HTML side only.
  for (const url of ['/:locale/login/:page/', '/:locale/login/:page']) {
    app.route({
      method: [...ANSWERED_METHODS],
      url,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        checkLocale(request);
        const page = loginPageOf(`/login/${(request.params as { page: string }).page}/`);
        if (page && wantsLoginPage(request, page) && (await answerLoginPage(request, reply, options, page))) {
          return reply;
        }
        throw notFound();
      },
    });
  }
}
