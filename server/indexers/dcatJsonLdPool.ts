import { Worker } from 'node:worker_threads';
import { protocolError } from './catalogueTypes.ts';
import type { JsonLdPage } from './dcatJsonLd.ts';

/**
 * DCAT JSON-LD is read in a worker thread: expanding a DCAT-US `data.json` of 1,100 datasets
 * (2.9 MB) takes about a second with `jsonld`, and the harvest shares the server's event loop with
 * every request. One long-lived worker reads the catalogues one after the other (harvests are few,
 * each reads its file once); the event loop only copies the answer to it and the records back.
 */

/** Heap of the worker: a catalogue that would need more fails alone instead of the whole server. Tests lower it. */
export const dcatJsonLdSettings = { heapMb: 512 };
const THREAD_URL = new URL('./dcatJsonLdThread.mjs', import.meta.url);

interface Job {
  body: unknown;
  url: string;
  resolve: (page: JsonLdPage) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id?: number;
  ready?: boolean;
  page?: JsonLdPage;
  failure?: string;
  protocol?: boolean;
}

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let current: { id: number; job: Job } | null = null;
let lastId = 0;
const queue: Job[] = [];

/** Starts the worker when there is none; resolves once it has loaded the reader. */
function start(): Promise<void> {
  if (ready) return ready;
  // The parent's flags (a debugger, a loader, vitest's) are not for it: it loads tsx itself.
  const started = new Worker(THREAD_URL, {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: dcatJsonLdSettings.heapMb },
  });
  worker = started;
  ready = new Promise<void>((resolve, reject) => {
    started.on('message', (reply: Reply) => {
      if (reply.ready) resolve();
      else answer(reply);
    });
    const lost = (error: Error) => {
      reject(error);
      if (started !== worker) return;
      worker = null;
      ready = null;
      // A worker out of memory or crashed fails its catalogue; the next one gets a new worker.
      settle()?.reject(
        (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? protocolError(
              'Le catalogue DCAT est trop grand pour être lu : sa lecture dépasse la mémoire réservée au moissonneur.',
            )
          : error,
      );
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`DCAT JSON-LD worker exited with code ${code}`)));
  });
  // A start that fails is reported to the job waiting for it; nobody else awaits this promise.
  ready.catch(() => undefined);
  // An idle worker does not keep the process alive; one with a job does (see next()).
  started.unref();
  return ready;
}

/** The job being read, cleared; the next one starts. */
function settle(): Job | null {
  const job = current?.job ?? null;
  current = null;
  worker?.unref();
  queueMicrotask(next);
  return job;
}

function answer(reply: Reply): void {
  if (current === null || reply.id !== current.id) return;
  const job = settle();
  if (!job) return;
  if (reply.page) job.resolve(reply.page);
  else if (reply.protocol) job.reject(protocolError(reply.failure ?? ''));
  else job.reject(new Error(`DCAT JSON-LD reading failed: ${reply.failure}`));
}

async function next(): Promise<void> {
  if (current !== null) return;
  const job = queue.shift();
  if (!job) return;
  lastId += 1;
  current = { id: lastId, job };
  const id = lastId;
  const started = start();
  // A worker holds the process while it has a job, its start included (a script may wait for nothing else).
  worker?.ref();
  try {
    await started;
  } catch (error) {
    if (current?.id === id) settle()?.reject(error as Error);
    return;
  }
  if (current?.id !== id || !worker) return;
  worker.postMessage({ id, body: job.body, url: job.url });
}

/** A DCAT catalogue (JSON-LD, or DCAT-US JSON without context) read into records off the event loop. */
export function readDcatJsonLdOffThread(body: unknown, url: string): Promise<JsonLdPage> {
  return new Promise<JsonLdPage>((resolve, reject) => {
    queue.push({ body, url, resolve, reject });
    void next();
  });
}
