import type { Authentication } from '../auth/session.ts';
import type { AppServices } from '../handlers/kit/context.ts';
import type { LoginService } from '../login/service.ts';
import type { AnswerCache } from './answerCache.ts';
import type { HealthOptions } from './health.ts';
import type { Metrics, MetricsRouteOptions } from './metrics.ts';
import type { OriginOptions } from './origin.ts';
import type { RequestLogOptions } from './requestLog.ts';
import type { LoadedSpec } from './spec.ts';
import type { UploadLimits } from './uploads.ts';
import type { Validators } from './validation.ts';

/** What the pipeline keeps about one request between Fastify's hooks and its handler. */
export interface Exchange {
  /** The `/{locale}/` of the path when it is one the platform speaks, else French (for messages). */
  locale: string;
  cookies: Record<string, string>;
  /** The CSRF token of this browser: its cookie, or a new one set with the answer. */
  csrfToken: string;
  /** Set-Cookie values added to whatever is answered, unless the answer sets the same cookie. */
  setCookies: string[];
  /** The sign-in, profile, terms or sign-out page answers this request (HTML side of the login). */
  loginPage: string | null;
  /** Checked parameters and the caller, once the operation's checks have passed. */
  prepared: {
    auth: Authentication;
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
  } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    exchange: Exchange;
    /** The statements this request sent to the database, when the app counts them (request log). */
    statementCount: import('../db/statementCount.ts').StatementCount | null;
  }
  interface FastifyContextConfig {
    /** The contract's operation this route answers (absent on the pipeline's own routes). */
    operation?: import('./spec.ts').OperationSpec;
    /** The login page this path may be (`signin`, `profile`, `terms`, `signout`). */
    loginPage?: string;
  }
}

/** Request limits: every unsafe method per session (or address), and sign-in per address. */
export interface RateLimits {
  /** Unsafe requests (POST, PUT, PATCH, DELETE) a session or an address may send per window. */
  unsafePerWindow: number;
  /** Sign-in attempts an address may send per window (beside the per-account sign-in throttle). */
  signInPerWindow: number;
  /**
   * Anonymous reads of the public surface (downloads, public images, service roots; decision 0037)
   * an address may send per window; signed-in callers are not counted.
   */
  publicReadsPerWindow: number;
  windowMs: number;
}

/** Everything the pipeline needs from the composition root. */
export interface PipelineOptions {
  spec: LoadedSpec;
  validators: Validators;
  locales: Set<string>;
  services: AppServices;
  login: LoginService;
  distDir: string;
  tmpDir: string;
  uploadLimits: UploadLimits;
  originOptions: OriginOptions;
  rateLimits: RateLimits;
  /** Check each answer against the contract; a drift answers 500 and is recorded. */
  validateResponses: boolean;
  recordDrift: (drift: string) => void;
  log: (message: string, error?: unknown) => void;
  /** The request log's level and stream. */
  requestLog: RequestLogOptions;
  /** Count each request's database statements, logged as `statements` (db/statementCount.ts). */
  countStatements: boolean;
  /** Answers given again while the data has not changed (decision 0043). */
  answerCache: AnswerCache;
  metrics: Metrics;
  metricsRoute: MetricsRouteOptions;
  health: HealthOptions;
}
