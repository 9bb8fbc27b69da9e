import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from './startup.ts';

/**
 * One server per data folder (audit H3). Two servers on one folder each open the embedded database
 * (PGlite writes a `postmaster.pid` but does not lock), so both serve, each with its own view, and
 * the files end up corrupt. A server therefore holds `server.lock` in the data folder from before it
 * opens anything until it closes: created with O_EXCL (atomic on local file systems), holding the
 * pid. A lock whose process no longer runs (a crash, `kill -9`, a power cut) is taken over, so a
 * crashed server never blocks the next start.
 */
export const LOCK_FILE = 'server.lock';

export interface DataLock {
  readonly path: string;
  /** Gives the folder back (once the database is closed). Idempotent. */
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  started: string;
  /** Start time of the process (Linux: clock ticks after boot, /proc/<pid>/stat), null elsewhere. */
  processStart: string | null;
}

/** Locks this process holds, by path, with the content it wrote (released at exit if not before). */
const held = new Map<string, string>();
let exitHook = false;

/** How long a lock file may stay empty while its creator writes it (it takes microseconds). */
const BEING_WRITTEN_MS = 10_000;

const code = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/** The reason a folder of the data folder cannot be used, as an operator reads it. */
export function notWritable(
  folder: string,
  error: unknown,
  { what = 'data folder', at = folder }: { what?: string; at?: string } = {},
): StartupError {
  const cause = code(error) || (error instanceof Error ? error.message : String(error));
  return new StartupError(
    `The ${what} ${folder} is not writable (${cause}${at === folder ? '' : ` on ${at}`}): the server keeps its database and the ` +
      'uploaded files in the data folder. Give the user running the server write access to it, or ' +
      'set DATA_DIR to another folder.',
  );
}

/** The start time of process `pid` (Linux), so a pid reused by another program is told apart. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) is in parentheses and may hold spaces; field 22 is the start time.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function parse(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0 || typeof value.host !== 'string') return null;
    return {
      pid: value.pid as number,
      host: value.host,
      started: typeof value.started === 'string' ? value.started : '?',
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
    };
  } catch {
    return null;
  }
}

/** Whether the server that wrote the lock may still run. */
function running(holder: Holder, path: string): boolean {
  // Another machine sharing the folder: its processes cannot be seen from here, so it counts as running.
  if (holder.host !== hostname()) return true;
  // Our own pid: this process holds it (a second app in one process), or a former process had the
  // same pid (a container's server is often pid 1 at every start).
  if (holder.pid === process.pid) return held.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (code(error) === 'ESRCH') return false;
  }
  // The pid is in use: by the server, or by a program that got the pid after the server died.
  const now = processStart(holder.pid);
  return holder.processStart === null || now === null || now === holder.processStart;
}

function inUse(dataDir: string, path: string, holder: Holder): StartupError {
  const here = holder.host === hostname();
  const who =
    holder.pid === process.pid && here
      ? `this process, pid ${holder.pid}`
      : `pid ${holder.pid}${here ? '' : ` on ${holder.host}`}`;
  return new StartupError(
    `The data folder ${dataDir} is in use by another server (${who}, started ${holder.started}). ` +
      'Two servers on one data folder would corrupt its database: stop that server first, or set ' +
      `DATA_DIR to another folder.${here ? '' : ` If no server runs there any more, delete ${path}.`}`,
  );
}

/** Creates the lock file holding `content`; false when it exists already. */
function create(path: string, content: string, dataDir: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw notWritable(dataDir, error);
  }
  try {
    writeSync(fd, content);
    // On disk before the database opens: after a power cut the file holds a pid, not nothing.
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    unlinkSync(path);
    throw notWritable(dataDir, error);
  }
  closeSync(fd);
  return true;
}

function read(path: string): { text: string; ageMs: number } | null {
  try {
    const ageMs = Date.now() - statSync(path).mtimeMs;
    return { text: readFileSync(path, 'utf8'), ageMs };
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes the stale lock `seen`. Moved aside first (rename is atomic), then checked: if another
 * server replaced it with its own lock between our read and the move, that one is put back.
 */
function takeOver(path: string, seen: string): void {
  const aside = `${path}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== seen) {
    try {
      // link, not rename: it fails rather than replace a lock a third server created meanwhile.
      linkSync(aside, path);
    } catch {
      // That third server holds the folder now.
    }
  }
  unlinkSync(aside);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the data folder for this process (creating it if needed), before anything in it is opened.
 * Throws a StartupError naming the folder and the pid holding it, or saying why it is not usable.
 * Synchronous: two apps started at once in one process cannot interleave between check and create.
 */
export function lockDataFolder(dataDir: string): DataLock {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw notWritable(dataDir, error);
  }
  const path = join(dataDir, LOCK_FILE);
  const content = `${JSON.stringify({
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    processStart: processStart(process.pid),
  } satisfies Holder)}\n`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (create(path, content, dataDir)) {
      held.set(path, content);
      if (!exitHook) {
        exitHook = true;
        // An exit without close() (a start-up error, process.exit) still gives the folders back.
        process.on('exit', () => {
          for (const [lockPath, written] of held) release(lockPath, written);
        });
      }
      return { path, release: () => release(path, content) };
    }
    const current = read(path);
    if (current === null) continue;
    const holder = parse(current.text);
    if (holder === null) {
      // Its creator is writing it, or died right after creating it (then it stays empty).
      if (current.ageMs < BEING_WRITTEN_MS) {
        sleep(100);
        continue;
      }
      if (current.text !== '') {
        throw new StartupError(
          `The data folder ${dataDir} has a lock file the server cannot read (${path}). If no server ` +
            'uses this folder, delete that file and start again.',
        );
      }
    } else if (running(holder, path)) {
      throw inUse(dataDir, path, holder);
    }
    takeOver(path, current.text);
  }
  throw new StartupError(
    `The data folder ${dataDir} could not be locked: other servers keep taking ${path}. Start one server at a time.`,
  );
}

function release(path: string, content: string): void {
  if (held.get(path) !== content) return;
  held.delete(path);
  try {
    // Only our own lock: never one another server took over meanwhile.
    if (readFileSync(path, 'utf8') === content) unlinkSync(path);
  } catch {
    // Already gone (the folder was deleted): nothing to give back.
  }
}
