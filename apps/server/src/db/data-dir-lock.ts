import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: a second server on the same DATA_DIR would corrupt it.
 * `DATA_DIR/server.pid` names the owner: its pid and, where /proc exists, the process's start time,
 * so a leftover file whose pid now belongs to another process is recognised as stale.
 *
 * Taking it is atomic: the file is created complete, by a hard link that fails if it exists (exactly
 * one of several starters succeeds). A stale file is removed only under a short-lived second lock
 * (`server.pid.takeover`, taken the same way), after checking it is still the same stale file — so
 * two starters that both found it stale cannot both remove it and then each create their own.
 */
const TAKEOVER_STALE_MS = 5_000; // removing a stale lock takes microseconds; older means its taker died
const RETRY_MS = 20;
const GIVE_UP_MS = 10_000;

export class DataDirInUseError extends Error {}

interface Owner {
  pid: number;
  /** /proc/<pid>/stat start time (clock ticks since boot); null where /proc is missing. */
  started: string | null;
}

export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.pid');
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) });
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    if (tryCreate(lockPath, mine)) {
      return () => {
        // Remove only our own lock (a file someone else wrote after a takeover stays).
        if (readText(lockPath) === mine) fs.rmSync(lockPath, { force: true });
      };
    }
    const text = readText(lockPath);
    if (text !== null) {
      const owner = parseOwner(text);
      if (owner && isLanternOwner(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} is in use by process ${owner.pid}. Stop it, or set DATA_DIR or DATABASE_URL for this one.`,
        );
      }
      removeStale(lockPath, text);
    }
    if (Date.now() > deadline)
      throw new Error(`could not take the lock ${lockPath}; remove it if no server runs`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * Math.random()));
  }
}

/**
 * Creates `file` holding `content`, or returns false if it exists. The content is written to a
 * temporary file first and hard-linked into place (link fails if the name exists), so a reader
 * never sees the file empty or half-written and mistakes it for a stale one.
 */
function tryCreate(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, content, { flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Removes the lock file if it still holds `staleText`, under the takeover lock; else leaves it to the next round. */
function removeStale(lockPath: string, staleText: string) {
  const takeover = `${lockPath}.takeover`;
  if (!tryCreate(takeover, String(process.pid))) {
    try {
      if (Date.now() - fs.statSync(takeover).mtimeMs > TAKEOVER_STALE_MS)
        fs.rmSync(takeover, { force: true });
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    if (readText(lockPath) === staleText) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The current JSON form, or the bare pid older versions wrote (started unknown). */
function parseOwner(text: string): Owner | null {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), started: null };
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    if (typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0) {
      return { pid: value.pid, started: typeof value.started === 'string' ? value.started : null };
    }
  } catch {
    // a torn or foreign file: not an owner
  }
  return null;
}

/** Whether the recorded owner is still the process that wrote the lock (not a reused pid). */
function isLanternOwner(owner: Owner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (started === null) return processStartTime(process.pid) === null; // no /proc: a live pid is all we can check
  if (owner.started !== null) return owner.started === started;
  // A bare pid from an older version: only a node process running the server counts.
  return readProcFile(owner.pid, 'cmdline')?.includes('main.ts') ?? true;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProcFile(pid: number, name: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses, so count after the last ')'. */
export function processStartTime(pid: number): string | null {
  const stat = readProcFile(pid, 'stat');
  if (stat === null) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}
