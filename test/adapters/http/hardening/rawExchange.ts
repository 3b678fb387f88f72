import type { Agent } from 'node:http';
import { request } from 'node:http';
import type { ApiName } from '../../../support/apiValidation';
import { validateResponse } from '../../../support/apiValidation';
import { bodyOf } from '../../../support/webClient';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The local port of the connection: the same on two answers means the connection was reused. */
  readonly localPort: number;
}

export interface RawCall {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Sent as given; several chunks go chunked (no Content-Length). */
  readonly body?: Buffer | readonly Buffer[];
  readonly agent?: Agent;
}

/**
 * One request through node:http, which sends any Content-Encoding and chunked bodies as given;
 * the answer is checked against the API's document like every other answer of the suites.
 */
export function rawExchange(api: ApiName, url: string, path: string, options: RawCall): Promise<RawAnswer> {
  const method = options.method ?? 'POST';
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const chunks =
      options.body === undefined ? [] : Buffer.isBuffer(options.body) ? [options.body] : options.body;
    if (Buffer.isBuffer(options.body)) headers['Content-Length'] = String(options.body.length);
    const req = request(`${url}${path}`, { method, headers, agent: options.agent ?? false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        const status = res.statusCode ?? 0;
        const body = bodyOf(res.headers['content-type'], text);
        try {
          validateResponse(api, method, path, status, res.headers['content-type'], body, res.headers);
        } catch (mismatch) {
          reject(mismatch as Error);
          return;
        }
        resolve({ status, headers: res.headers, body, localPort: req.socket?.localPort ?? 0 });
      });
    });
    req.on('error', reject);
    (async () => {
      for (const chunk of chunks) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}
