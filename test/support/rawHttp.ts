import { connect } from 'node:net';

/**
 * Sends `head` (request line and headers, as written) and `body` on a fresh TCP connection and
 * resolves with the whole answer as text: for what no HTTP client sends, e.g. two Host headers.
 */
function exchange(httpUrl: string, head: string, body = ''): Promise<string> {
  const { hostname, port } = new URL(httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      // An accepted upgrade keeps the connection: its head is the whole answer.
      if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    const connection = /^Upgrade: websocket$/m.test(head) ? 'Upgrade' : 'close';
    socket.write(`${head.replace(/\n/g, '\r\n')}Connection: ${connection}\r\n\r\n${body}`);
  });
}

const statusOfAnswer = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** The status and body of the answer to a hand-written request head. */
export async function rawStatus(httpUrl: string, head: string): Promise<{ status: number; body: string }> {
  const text = await exchange(httpUrl, head);
  return { status: statusOfAnswer(text), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

/** A WebSocket upgrade request head for `path` (rawStatus adds `Connection: Upgrade`). */
export function upgradeHead(path: string, headers: readonly string[]): string {
  return (
    `GET ${path} HTTP/1.1\n${headers.join('\n')}\nUpgrade: websocket\n` +
    'Sec-WebSocket-Version: 13\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n'
  );
}

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body, parsed; null when there is none or it is not JSON. */
  readonly json: Record<string, unknown> | null;
}

/** `rawStatus` with the headers of the answer and its JSON body; `payload` is sent as a JSON request body. */
export async function rawAnswer(httpUrl: string, head: string, payload?: unknown): Promise<RawAnswer> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const sent =
    payload === undefined
      ? head
      : `${head}Content-Type: application/json\nContent-Length: ${Buffer.byteLength(body)}\n`;
  const text = await exchange(httpUrl, sent, body);
  const end = text.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, end).split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  let json: Record<string, unknown> | null;
  try {
    json = JSON.parse(text.slice(end + 4)) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: statusOfAnswer(text), headers, json };
}
