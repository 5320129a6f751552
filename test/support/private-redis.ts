import { ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './spawn-service';

/**
 * A redis-server of the test's own, on a free loopback port, without persistence, so that a test
 * can stop and restart it (an outage) without touching the shared one on 6379.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again, on the same port) and waits until it answers PING. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('redis-server is already running');
    const child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], {
      stdio: 'ignore',
    });
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    const deadline = Date.now() + 10_000;
    while (!(await this.ping())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops the server and waits for its exit (its counters are gone: no persistence). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }

  private ping(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      let answer = '';
      const finish = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(500, () => finish(false));
      socket.once('error', () => finish(false));
      socket.on('data', (chunk) => {
        answer += chunk.toString();
        if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
      });
      socket.once('connect', () => socket.write('PING\r\n'));
    });
  }
}
