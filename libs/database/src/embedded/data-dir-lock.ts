import { hostname } from 'node:os';
import { join } from 'node:path';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

const LOCK_FILE = 'tournament-service.lock';

/** Locks held by this process: a second open of the same directory here is refused too. */
const heldHere = new Set<string>();

/**
 * An exclusive claim on a data directory, so that two processes never open the same embedded
 * database (which would corrupt it). The lock file names the owning process; a lock left by a
 * process that no longer runs (crash, SIGKILL) is taken over at once.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): DataDirLock {
    const path = join(dataDir, LOCK_FILE);
    if (heldHere.has(path)) {
      throw new DataDirLockedError(`The data directory ${dataDir} is already open in this process`);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      if (tryCreate(path)) {
        heldHere.add(path);
        return new DataDirLock(path);
      }
      const owner = readOwner(path);
      if (owner && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another running process (pid ${owner.pid}, ` +
            `started ${owner.startedAt}). Stop that process, or set DATA_DIR to another folder, ` +
            'or use DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      moveAside(path, owner);
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; try again`);
  }

  release(): void {
    heldHere.delete(this.path);
    try {
      const owner = readOwner(this.path);
      if (owner?.pid === process.pid) unlinkSync(this.path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

/** Writes a temporary file and hard-links it into place: the link fails if a lock exists. */
function tryCreate(path: string): boolean {
  const temp = `${path}.${process.pid}.${Date.now()}`;
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(temp, JSON.stringify(owner));
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function isRunning(owner: LockOwner): boolean {
  // Our own pid in a stale file means a previous life of this container, not a live owner.
  if (owner.pid === process.pid) return false;
  if (owner.host !== hostname()) return true; // cannot check another host: assume it runs
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Renames a stale lock away. Two processes may both have judged the same dead owner stale; if
 * the other one already replaced the lock with its own, what we renamed is that live lock, so it
 * is linked back into place and our next attempt sees it.
 */
function moveAside(path: string, staleOwner: LockOwner | undefined): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // Another process moved it first; the next attempt sees its lock.
  }
  const moved = readOwner(aside);
  const sameOwner = moved?.pid === staleOwner?.pid && moved?.startedAt === staleOwner?.startedAt;
  if (!sameOwner) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process locked meanwhile; its lock stands.
    }
  }
  unlinkSync(aside);
}
