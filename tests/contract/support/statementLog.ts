import type { AppOptions } from '../../../server/app.ts';
import { type Answer, startServer, type TestServer } from './server.ts';

/** A test server that counts each request's database statements (`countStatements`, decision 0036). */
export interface CountingServer {
  server: TestServer;
  /** The statements the server sent for this answer's request, from the line it logged for it. */
  statementsOf(answer: Answer): Promise<number>;
}

export async function startCountingServer(options: Partial<AppOptions> = {}): Promise<CountingServer> {
  const lines: { reqId?: string; statements?: number }[] = [];
  const server = await startServer({
    ...options,
    countStatements: true,
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  return {
    server,
    async statementsOf(answer) {
      const id = answer.headers.get('x-request-id');
      // The line is written once the answer has gone (Fastify's onResponse): it may come just after.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const line = lines.find((candidate) => candidate.reqId === id);
        if (line) return line.statements ?? Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no request log line for request ${id}`);
    },
  };
}
