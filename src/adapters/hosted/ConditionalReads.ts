import type { WebHttp } from '../../client/web/WebHttp';
import { dataOf } from '../../client/web/WebHttp';

/** Remembered answers per URL; a handful of URLs per desk (the loaded match's reads). */
const MAX_ENTRIES = 32;

/**
 * GET with If-None-Match when the service gave an ETag for the URL (issue 11): a 304 answers
 * with the body kept from the last 200, so a re-read after a notification that changed nothing
 * for this reader costs no body. Without ETags it is a plain GET.
 */
export class ConditionalReads {
  private readonly kept = new Map<string, { etag: string; data: unknown }>();

  constructor(private readonly http: WebHttp) {}

  async get<T>(path: string): Promise<T> {
    const known = this.kept.get(path);
    const answer = await this.http.send('GET', path, undefined, known ? { 'If-None-Match': known.etag } : {});
    if (answer.status === 304 && known) return known.data as T;
    const data = dataOf<T>(answer);
    const etag = answer.headers.get('etag');
    this.kept.delete(path);
    if (etag) {
      this.kept.set(path, { etag, data });
      if (this.kept.size > MAX_ENTRIES) this.kept.delete(this.kept.keys().next().value as string);
    }
    return data;
  }
}
