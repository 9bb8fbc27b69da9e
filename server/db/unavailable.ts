/**
 * A database that cannot be reached or that ended the connection (a restart, a failover,
 * `pg_terminate_backend`, a proxy's idle timeout): the request is answered 503 with Retry-After and
 * the process lives on; the next query opens a new connection (audit T3-M2).
 */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  constructor(override readonly cause: unknown) {
    super(`The database is not answering: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * PostgreSQL's codes of a lost server: 57P01 admin_shutdown (fast restart, terminated backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), 53300 too_many_connections
 * (a restart's clients all reconnecting); class 08 is connection_exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's codes of a socket that could not connect or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres's own errors of a lost connection carry no code, only these messages. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** True when `error` says the connection to the database was lost or could not be made. */
export function connectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (SERVER_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}
