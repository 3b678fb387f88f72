// A WebSocket client for the notifications tests: collects messages and waits for one.
import { WebSocket } from 'ws';

export interface OpenedSocket {
  readonly socket: WebSocket;
  readonly messages: Record<string, unknown>[];
  /** Resolves with the first message (already received or future) that matches. */
  next(
    matches: (m: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed(timeoutMs?: number): Promise<number>;
}

export function wsUrl(httpUrl: string, path: string): string {
  return httpUrl.replace(/^http/, 'ws') + path;
}

/** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<OpenedSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: Record<string, unknown>[] = [];
    const waiters: {
      matches: (m: Record<string, unknown>) => boolean;
      resolve: (m: Record<string, unknown>) => void;
    }[] = [];
    let closeCode: number | null = null;
    const closeWaiters: ((code: number) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      messages.push(message);
      for (const w of [...waiters]) {
        if (w.matches(message)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }
    });
    socket.on('close', (code) => {
      closeCode = code;
      for (const w of closeWaiters.splice(0)) w(code);
    });
    socket.on('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      );
      response.resume();
    });
    socket.on('error', (error) => reject(error));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        next: (matches, timeoutMs = 3000) => {
          const found = messages.find(matches);
          if (found) return Promise.resolve(found);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no matching message in time')), timeoutMs);
            waiters.push({ matches, resolve: (m) => (clearTimeout(timer), res(m)) });
          });
        },
        closed: (timeoutMs = 3000) => {
          if (closeCode !== null) return Promise.resolve(closeCode);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('socket not closed in time')), timeoutMs);
            closeWaiters.push((code) => (clearTimeout(timer), res(code)));
          });
        },
      }),
    );
  });
}

/** The HTTP status of a refused upgrade. */
export async function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const opened = await openSocket(url, headers);
    opened.socket.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}
