// A loopback TCP proxy in front of a real server, to fail the link the way a venue's uplink
// fails: cut (every connection destroyed, new ones refused), restore (listen again on the same
// port), and "cut after commit before answer": a request matching a pattern is forwarded, the
// server handles and commits it, and its answer is dropped as it starts (then, optionally, the
// whole link is cut). Retargeted, it stands for a load balancer in front of several instances.
import type { AddressInfo, Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

interface Armed {
  readonly pattern: string;
  readonly thenCut: boolean;
  /** Instead of dropping the answer, send this one (a server failure) in its place. */
  readonly answer?: string;
}

/** A 500 as the web host sends it, whatever the server did with the request. */
const SERVER_FAILURE = (() => {
  const body = JSON.stringify({
    success: false,
    error: 'Internal error.',
    code: 'internal_error',
    error_id: 'proxy',
  });
  return (
    'HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
})();

export class FaultProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;
  private armed: Armed | null = null;
  private dropped = 0;

  constructor(private targetPort: number) {}

  /** http://127.0.0.1:PORT of the proxy (stable across cut and restore). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** How many answers were dropped after their request was forwarded. */
  get answersDropped(): number {
    return this.dropped;
  }

  get isCut(): boolean {
    return this.server === null;
  }

  /** Listens (again, on the same port once it has one). */
  async restore(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /**
   * New connections go to `port` from now on (a load balancer taking a stopped instance out);
   * relayed ones stay where they are until they close or are cut.
   */
  retarget(port: number): void {
    this.targetPort = port;
  }

  /** Destroys every relayed connection and refuses new ones until restore(). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The next request whose bytes contain `pattern` (e.g. "POST /api/football/update_match_event")
   * reaches the server; the answer is dropped as it starts, its connection destroyed, and with
   * `thenCut` the link is cut at that moment.
   */
  dropAnswerTo(pattern: string, thenCut: boolean): void {
    this.armed = { pattern, thenCut };
  }

  /**
   * The next request whose bytes contain `pattern` reaches the server (a write commits), and the
   * client gets a 500 instead of the server's answer: a server failure as a client sees it.
   */
  answer500To(pattern: string): void {
    this.armed = { pattern, thenCut: false, answer: SERVER_FAILURE };
  }

  close(): Promise<void> {
    return this.cut();
  }

  private relay(client: Socket): void {
    const upstream = connect(this.targetPort, '127.0.0.1');
    let dropAnswer = false;
    let thenCut = false;
    let replacement: string | undefined;
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      const armed = this.armed;
      if (armed && chunk.toString('latin1').includes(armed.pattern)) {
        this.armed = null;
        dropAnswer = true;
        thenCut = armed.thenCut;
        replacement = armed.answer;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!dropAnswer) {
        client.write(chunk);
        return;
      }
      this.dropped += 1;
      if (replacement !== undefined) {
        client.end(replacement);
        upstream.destroy();
        return;
      }
      client.destroy();
      upstream.destroy();
      if (thenCut) void this.cut();
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  }
}

/** A proxy listening in front of `targetPort`. */
export async function faultProxy(targetPort: number): Promise<FaultProxy> {
  const proxy = new FaultProxy(targetPort);
  await proxy.restore();
  return proxy;
}
