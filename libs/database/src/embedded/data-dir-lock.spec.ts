import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLock, DataDirLockedError } from './data-dir-lock';

// D15: the embedded database in DATA_DIR must never be opened by two processes at once.

const LOCK_FILE = 'tournament-service.lock';

const dirs: string[] = [];
const locks: DataDirLock[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

function acquire(dir: string): DataDirLock {
  const lock = DataDirLock.acquire(dir);
  locks.push(lock);
  return lock;
}

function lockOwner(dir: string): { pid: number; host: string; startedAt: string } {
  return JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
}

function writeLock(dir: string, owner: Record<string, unknown> | string): void {
  writeFileSync(join(dir, LOCK_FILE), typeof owner === 'string' ? owner : JSON.stringify(owner));
}

function caught(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

/** A pid that belonged to a process that has exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  expect(result.status).toBe(0);
  return result.pid;
}

let sleeper: ChildProcess | undefined;

afterEach(() => {
  while (locks.length) locks.pop()!.release();
});

afterAll(() => {
  if (sleeper && sleeper.exitCode === null) sleeper.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('DataDirLock', () => {
  it('writes a lock file naming this process, and nothing else', () => {
    const dir = tempDir();
    const before = Date.now();
    acquire(dir);
    const owner = lockOwner(dir);
    expect(owner.pid).toBe(process.pid);
    expect(owner.host).toBe(hostname());
    expect(Date.parse(owner.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('refuses a second acquire of the same directory in the same process', () => {
    const dir = tempDir();
    acquire(dir);
    const error = caught(() => DataDirLock.acquire(dir));
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(dir);
    // The first lock is untouched.
    expect(lockOwner(dir).pid).toBe(process.pid);
  });

  it('locks two different directories independently', () => {
    const a = tempDir();
    const b = tempDir();
    acquire(a);
    expect(() => acquire(b)).not.toThrow();
    expect(existsSync(join(a, LOCK_FILE))).toBe(true);
    expect(existsSync(join(b, LOCK_FILE))).toBe(true);
  });

  it('release removes the lock file, and the directory can be locked again', () => {
    const dir = tempDir();
    const lock = DataDirLock.acquire(dir);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = acquire(dir);
    expect(again).toBeInstanceOf(DataDirLock);
    expect(lockOwner(dir).pid).toBe(process.pid);
  });

  it('release is harmless when called twice or after the file is gone', () => {
    const dir = tempDir();
    const lock = DataDirLock.acquire(dir);
    lock.release();
    expect(() => lock.release()).not.toThrow();
    const second = DataDirLock.acquire(dir);
    rmSync(join(dir, LOCK_FILE));
    expect(() => second.release()).not.toThrow();
    expect(() => acquire(dir)).not.toThrow();
  });

  it('release does not delete a lock file that another process now owns', () => {
    const dir = tempDir();
    const lock = DataDirLock.acquire(dir);
    const other = { pid: deadPid(), host: hostname(), startedAt: new Date().toISOString() };
    writeLock(dir, other);
    lock.release();
    expect(lockOwner(dir)).toEqual(other);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const pid = deadPid();
    writeLock(dir, { pid, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    acquire(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over an unreadable (corrupt or empty) lock file', () => {
    for (const content of ['not json', '', '{"pid":']) {
      const dir = tempDir();
      writeLock(dir, content);
      acquire(dir);
      expect(lockOwner(dir).pid).toBe(process.pid);
    }
  });

  it('takes over a stale lock with this process id that this process does not hold', () => {
    // A previous life of the same container restarted with the same pid (often pid 1).
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    acquire(dir);
    expect(Date.parse(lockOwner(dir).startedAt)).toBeGreaterThan(Date.parse('2020-01-01T00:00:00.000Z'));
  });

  describe('held by a live other process', () => {
    beforeAll(async () => {
      sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
      await new Promise<void>((resolve, reject) => {
        sleeper!.once('spawn', () => resolve());
        sleeper!.once('error', reject);
      });
    });

    it('refuses with DataDirLockedError naming the directory and the owner', () => {
      const dir = tempDir();
      const owner = { pid: sleeper!.pid, host: hostname(), startedAt: '2026-11-22T10:00:00.000Z' };
      writeLock(dir, owner);
      const error = caught(() => DataDirLock.acquire(dir));
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error.message).toContain(dir);
      expect(error.message).toContain(String(sleeper!.pid));
      // The other process keeps its lock; no temporary file is left behind.
      expect(lockOwner(dir)).toEqual(owner);
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    });

    it('keeps refusing on every attempt while that process runs', () => {
      const dir = tempDir();
      writeLock(dir, { pid: sleeper!.pid, host: hostname(), startedAt: '2026-11-22T10:00:00.000Z' });
      for (let i = 0; i < 3; i++) expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
    });

    it('takes the lock once that process has exited', async () => {
      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
      await new Promise((resolve) => child.once('spawn', resolve));
      const dir = tempDir();
      writeLock(dir, { pid: child.pid, host: hostname(), startedAt: '2026-11-22T10:00:00.000Z' });
      expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      acquire(dir);
      expect(lockOwner(dir).pid).toBe(process.pid);
    });
  });

  it('refuses a lock held on another host (its process cannot be checked)', () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid(), host: `${hostname()}-elsewhere`, startedAt: '2026-11-22T10:00:00.000Z' });
    const error = caught(() => DataDirLock.acquire(dir));
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(error.message).toContain(dir);
  });

  it('fails loudly (not silently) when the directory does not exist', () => {
    const dir = join(tempDir(), 'missing');
    expect(() => DataDirLock.acquire(dir)).toThrow();
  });
});
