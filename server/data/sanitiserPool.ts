import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../messages/errors.ts';
import { say } from '../messages/say.ts';

/**
 * The rich-text sanitiser (sanitize-html, contract/sanitiseRichText.ts) runs in worker threads: PGlite,
 * the worker jobs and every request share the server's event loop, and one hostile description
 * (80,000 nested <blockquote>, 1.9 MB) took 5 to 17 s to clean, freezing every user that long.
 * Here a description is cleaned by one of a few long-lived workers; one that works longer than the
 * budget is terminated and replaced, and the save is refused with a 400 on `description`. Other
 * bounds on the description (its length, its nesting) are checked elsewhere; this one holds alone.
 */

/** Time a worker may spend on one description; tests lower it. */
export const sanitiserSettings = { budgetMs: 2_000 };

/** Heap of one worker: a text that would need more fails alone instead of the whole server. */
const WORKER_HEAP_MB = 256;
const THREAD_URL = new URL('./sanitiserThread.mjs', import.meta.url);
const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

export interface Sanitised {
  /** The description as it may be stored (rich text cleaned, plain text as it was). */
  description: string;
  /** Whether it says anything once tags and dropped elements are set aside (contract/richText.ts). */
  hasText: boolean;
}

/** The description took longer than the budget, or more memory than a worker has. */
export class TooComplex extends Error {
  constructor() {
    super('The sanitiser gave up on this text (time budget or memory).');
    this.name = 'TooComplex';
  }
}

interface Job {
  text: string;
  resolve: (value: Sanitised) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id?: number;
  ready?: boolean;
  description?: string;
  hasText?: boolean;
  failure?: string;
}

/** One worker thread and the job it runs, if any. */
class Slot {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  job: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 0;

  constructor(private readonly pool: Pool) {}

  /** Starts the worker when there is none; resolves once it has loaded the sanitiser. */
  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(THREAD_URL, {
      // The worker loads TypeScript through tsx's API itself; the parent's flags (a debugger, a
      // loader, vitest's) are not for it.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if (reply.ready) resolve();
        else this.answer(worker, reply);
      });
      worker.on('error', (error) => {
        reject(error);
        this.lost(worker, error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`sanitiser worker exited with code ${code}`);
        reject(error);
        this.lost(worker, error);
      });
    });
    // A start that fails is reported to the job waiting for it; nobody else awaits this promise.
    this.ready.catch(() => undefined);
    // An idle worker does not keep the process alive (a pending request does). After the listeners:
    // listening to its messages would hold the process again.
    worker.unref();
    return this.ready;
  }

  async run(job: Job): Promise<void> {
    this.job = job;
    const started = this.start();
    // A worker holds the process while it has a job (a script may wait for nothing else).
    this.worker?.ref();
    try {
      await started;
    } catch (error) {
      this.settle()?.reject(error as Error);
      return;
    }
    const worker = this.worker;
    if (!worker || this.job !== job) return;
    this.nextId += 1;
    // The budget counts the cleaning only, not the start of a worker (tsx loading the policy).
    this.timer = setTimeout(() => {
      this.stop(worker);
      this.settle()?.reject(new TooComplex());
    }, sanitiserSettings.budgetMs);
    worker.postMessage({ id: this.nextId, text: job.text });
  }

  /** The current job, cleared with its timer; null when none. */
  private settle(): Job | null {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const job = this.job;
    this.job = null;
    this.worker?.unref();
    if (job) queueMicrotask(() => this.pool.next(this));
    return job;
  }

  private answer(worker: Worker, reply: Reply): void {
    if (worker !== this.worker || reply.id !== this.nextId) return;
    const job = this.settle();
    if (!job) return;
    if (reply.failure !== undefined) job.reject(new Error(`sanitiser failed: ${reply.failure}`));
    else job.resolve({ description: reply.description ?? '', hasText: reply.hasText === true });
  }

  /** The worker died (out of memory, a crash): the job fails, the next one gets a new worker. */
  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker) return;
    this.worker = null;
    this.ready = null;
    const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    this.settle()?.reject(outOfMemory ? new TooComplex() : error);
  }

  private stop(worker: Worker): void {
    if (worker !== this.worker) return;
    this.worker = null;
    this.ready = null;
    void worker.terminate();
    // The replacement starts now (loading the policy takes about a second), not on the next save.
    void this.start();
  }
}

class Pool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];

  constructor(size: number) {
    this.slots = Array.from({ length: size }, () => new Slot(this));
  }

  sanitise(text: string): Promise<Sanitised> {
    return new Promise<Sanitised>((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      const idle = this.slots.find((slot) => slot.job === null);
      if (idle) this.next(idle);
    });
  }

  /** Gives the next waiting job to a free slot. */
  next(slot: Slot): void {
    if (slot.job !== null) return;
    const job = this.queue.shift();
    if (job) void slot.run(job);
  }
}

let pool: Pool | null = null;

/** Cleans a description in a worker thread within the time budget (TooComplex beyond it). */
export function sanitiseOffThread(text: string): Promise<Sanitised> {
  pool ??= new Pool(SIZE);
  return pool.sanitise(text);
}

/**
 * The description to store, cleaned off the event loop; a text the sanitiser gives up on is a 400
 * on `description` in the request's language.
 */
export async function sanitiseDescriptionOffThread(text: string, locale: string): Promise<Sanitised> {
  try {
    return await sanitiseOffThread(text);
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error;
    throw new HttpError(400, {
      description: [
        say(locale, {
          fr: 'Ce texte est trop complexe pour être enregistré.',
          en: 'This text is too complex to be saved.',
          it: 'Questo testo è troppo complesso per essere salvato.',
        }),
      ],
    });
  }
}
