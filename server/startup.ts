import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { say } from './messages/say.ts';
import { SECURITY_HEADERS } from './securityHeaders.ts';

/**
 * A start-up refusal an operator can act on (data folder in use or not writable, database that
 * cannot be opened, port taken): main.ts prints the message alone, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The HTTP server of the app, answering with `handler`. */
export function createHttpServer(handler: Handler): Server {
  // Idle connections stay open longer than clients keep them (Node closes them after 5 s by
  // default): under load a client could reuse a connection the server was closing at that
  // very moment and get ECONNRESET (seen with 50 concurrent editors, issue 19).
  return createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, handler);
}

/** Listens on `port` (0: any free one); answers the port taken and the address to show. */
export function listenOn(server: Server, port: number, host: string): Promise<{ port: number; url: string }> {
  return new Promise((resolveListen, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              `The port ${port} on ${host} is already in use (another server?): nothing was opened. ` +
                'Stop that server first, or set PORT to another port.',
            )
          : error.code === 'EACCES'
            ? new StartupError(
                `The port ${port} on ${host} needs privileges this user does not have: set PORT.`,
              )
            : error,
      );
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolveListen({ port: address.port, url: `http://${shown}:${address.port}` });
    });
  });
}

/**
 * What the server answers between binding its port and having its database open (migrations, the
 * first seed: seconds): 503 with Retry-After, which browsers, probes and the test runners' "wait for
 * the server" read as not ready yet.
 */
export function answerStarting(req: IncomingMessage, res: ServerResponse): void {
  const locale = /^\/(fr|en|it)(\/|$)/.exec(req.url ?? '')?.[1] ?? 'fr';
  const detail = say(locale, {
    fr: 'Le serveur démarre : réessayez dans quelques secondes.',
    en: 'The server is starting: try again in a few seconds.',
    it: 'Il server si sta avviando: riprovate tra qualche secondo.',
  });
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    // The request is not read: the connection is not kept for another one.
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ detail }));
}
