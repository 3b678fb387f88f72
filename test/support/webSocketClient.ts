// A WebSocket client for the notifications tests: collects messages and waits for one. Every
// message received and the close code are checked against the AsyncAPI document
// (asyncapiValidation.ts): a mismatch rejects the waits and fails the test.
import { WebSocket } from 'ws';
import type { MessageMismatch } from './asyncapiValidation';
import { watchSocket } from './asyncapiValidation';

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
    const watch = watchSocket(socket, { checkSent: false });
    const messages: Record<string, unknown>[] = [];
    const waiters: {
      matches: (m: Record<string, unknown>) => boolean;
      resolve: (m: Record<string, unknown>) => void;
      reject: (e: MessageMismatch) => void;
    }[] = [];
    let closeCode: number | null = null;
    const closeWaiters: { resolve: (code: number) => void; reject: (e: MessageMismatch) => void }[] = [];
    /** A message or close code that differs from the document, thrown to whoever waits. */
    const rejectWaiters = (): boolean => {
      if (waiters.length === 0 && closeWaiters.length === 0) return false;
      const mismatch = watch?.takeMismatch();
      if (!mismatch) return false;
      for (const w of waiters.splice(0)) w.reject(mismatch);
      for (const w of closeWaiters.splice(0)) w.reject(mismatch);
      return true;
    };
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      messages.push(message);
      if (rejectWaiters()) return;
      for (const w of [...waiters]) {
        if (w.matches(message)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }
    });
    socket.on('close', (code) => {
      closeCode = code;
      if (rejectWaiters()) return;
      for (const w of closeWaiters.splice(0)) w.resolve(code);
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
          const mismatch = watch?.takeMismatch();
          if (mismatch) return Promise.reject(mismatch);
          const found = messages.find(matches);
          if (found) return Promise.resolve(found);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no matching message in time')), timeoutMs);
            waiters.push({
              matches,
              resolve: (m) => (clearTimeout(timer), res(m)),
              reject: (e) => (clearTimeout(timer), rej(e)),
            });
          });
        },
        closed: (timeoutMs = 3000) => {
          const mismatch = watch?.takeMismatch();
          if (mismatch) return Promise.reject(mismatch);
          if (closeCode !== null) return Promise.resolve(closeCode);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('socket not closed in time')), timeoutMs);
            closeWaiters.push({
              resolve: (code) => (clearTimeout(timer), res(code)),
              reject: (e) => (clearTimeout(timer), rej(e)),
            });
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
