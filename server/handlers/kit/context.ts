import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Authentication, CurrentUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import type { LoginService } from '../../login/service.ts';
import { unauthorized } from '../../messages/errors.ts';
import type { BodyValidator } from '../../model/dataset/restore.ts';
import type { UploadedFile } from '../../model/files.ts';
import type { DurationSettings } from '../../model/task/durations.ts';
import type { RemoteOptions } from '../../net/remoteFetch.ts';
import type { TaskQueue } from '../../tasks/taskQueue.ts';

/** What every handler may use beside the request: storage, files, the task queue. */
export interface AppServices {
  db: Database;
  /** Folder of uploaded files (DATA_DIR/uploads). */
  uploadsDir: string;
  taskQueue: TaskQueue;
  /** Limits of requests to other servers (indexer trials, harvests, URL checks, downloads). */
  remote: RemoteOptions;
  log: (message: string, error?: unknown) => void;
  /** The login service: cookie settings and the sign-in throttle. */
  login: LoginService;
  /** How task durations are judged (model/task/durations.ts): the "probably stuck" floor. */
  durations: DurationSettings;
  /** The contract's validators, for a body a handler builds itself (a restore's, from a version). */
  validators: BodyValidator;
}

/**
 * What the kit reads of the operation a request was routed to (the HTTP layer's `OperationSpec` is
 * one): its parameters, for the default `page_size` of a list.
 */
export interface RoutedOperation {
  operationId: string;
  parameters: readonly { name: string; in: string; defaultValue?: unknown }[];
}

export interface HandlerContext {
  operation: RoutedOperation;
  locale: string;
  /** Path parameters, coerced to their schema types. */
  params: Record<string, unknown>;
  /** Query parameters, coerced, with the contract's defaults. */
  query: Record<string, unknown>;
  /** Header parameters declared by the operation, lower-case names. */
  headers: Record<string, unknown>;
  /** Validated JSON body, or the fields of a multipart body. */
  body: unknown;
  files: UploadedFile[];
  auth: Authentication;
  /** The signed-in user; throws 401 when there is none. */
  readonly user: CurrentUser;
  services: AppServices;
  url: URL;
  /** `http(s)://host[:port]` absolute URLs of this answer are built on (see origin.ts). */
  origin: string;
  req: IncomingMessage;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  /** Raw body (file download, CSV), or a stream of it (a file of gigabytes, a table's export); `body` is sent as JSON otherwise. */
  raw?: Buffer | string | Readable;
  contentType?: string;
}

export type Handler = (ctx: HandlerContext) => Promise<HandlerResult>;

// Literal statuses and the body's own type, so that a handler typed by its operation
// (server/handlers/kit/operation.ts) is checked against what the contract allows for that status.
export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
export const accepted = <T>(body: T) => ({ status: 202 as const, body });
export const noContent = () => ({ status: 204 as const });

export function signedInUser(auth: Authentication): CurrentUser {
  if (!auth.user) throw unauthorized();
  return auth.user;
}
