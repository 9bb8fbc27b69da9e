import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { UNMATCHED_ROUTE } from './metrics.ts';

/** pino's levels, from LOG_LEVEL; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RequestLogOptions {
  level: LogLevel;
  /** Where the JSON lines go; standard output by default. */
  stream?: { write(line: string): void };
}

/** The path of a request without its query string: a search term or a misplaced token stays out of the log. */
const pathOf = (url: string): string => url.split('?')[0] ?? url;

/**
 * Fastify's own logger (pino, one JSON object a line) for the server's options: Fastify's two
 * lines a request are replaced by one (`logRequest`), and whatever else logs a request names its
 * method and path only. Headers are never logged; the redaction is a guard should one be logged
 * by a later change (Authorization, Cookie, Set-Cookie, X-CSRFToken).
 */
export function loggerOptions(
  options: RequestLogOptions,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: {
      level: options.level,
      ...(options.stream ? { stream: options.stream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-csrftoken"]',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
          'headers["x-csrftoken"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          path: pathOf(request.url ?? ''),
        }),
      },
    },
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across the processes of a deployment, so that a line can be found from the answer's X-Request-Id.
    genReqId: () => randomUUID(),
  };
}

/** The one line of an answered request (Fastify's onResponse). */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      path: pathOf(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.statementCount ? { statements: request.statementCount.statements } : {}),
    },
    'request',
  );
}
