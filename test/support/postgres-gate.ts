import { AddressInfo, createServer, connect, Server, Socket } from 'node:net';

/** The protocol 3.0 startup message's version field; an SSLRequest or a cancel request carries another code. */
const PROTOCOL_3 = 196608;

/**
 * A TCP relay in front of a PostgreSQL server that can refuse the new connections of one
 * application_name (read from the startup message), as a server that is restarting or failing
 * over refuses everyone, while every other connection (a pool's, already open or new) goes
 * through untouched. Connections already relayed are never cut: end one with
 * pg_terminate_backend on the server.
 */
export class PostgresGate {
  private readonly refused = new Set<string>();
  private readonly sockets = new Set<Socket>();
  /** New connections of a refused application turned away so far. */
  turnedAway = 0;

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {
    server.on('connection', (socket) => this.relay(socket));
  }

  /** A gate on 127.0.0.1 (a free port) in front of the server of `url`. */
  static async open(url: string): Promise<PostgresGate> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new PostgresGate(server, new URL(url));
  }

  /** `url` with its host and port replaced by the gate's. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String((this.server.address() as AddressInfo).port);
    return through.toString();
  }

  refuse(applicationName: string): void {
    this.refused.add(applicationName);
  }

  admit(applicationName: string): void {
    this.refused.delete(applicationName);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: Socket): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4 || head.length < head.readInt32BE(0)) return;
      client.off('data', onData);
      client.pause();
      if (this.refused.has(applicationNameOf(head) ?? '')) {
        this.turnedAway++;
        client.destroy();
        return;
      }
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      this.sockets.add(upstream);
      upstream.on('close', () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.write(head);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    };
    client.on('data', onData);
  }
}

/** The application_name of a startup message, if `message` is one and names it. */
function applicationNameOf(message: Buffer): string | undefined {
  if (message.length < 8 || message.readInt32BE(4) !== PROTOCOL_3) return undefined;
  const fields = message.subarray(8, message.readInt32BE(0)).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'application_name') return fields[i + 1];
  return undefined;
}
