// A GET sent exactly as written: fetch would normalize `..` and percent-encoded dots away, which
// a directory-traversal test must not. The answer is validated against the web document too.
import { request } from 'node:http';
import { validateResponse } from '../../../../../support/apiValidation';
import { bodyOf } from '../../../../../support/webClient';

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

export function rawGet(baseUrl: string, rawPath: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: 'GET', path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const contentType = res.headers['content-type'];
        try {
          validateResponse(
            'web',
            'GET',
            rawPath,
            res.statusCode ?? 0,
            contentType,
            bodyOf(contentType, text),
            res.headers,
          );
        } catch (error) {
          reject(error);
          return;
        }
        resolve({ status: res.statusCode ?? 0, contentType, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
