import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { etagWithCoding, noneMatchHits } from './etag';
import type { CachedAnswer, ContentCoding } from './ReadCache';
import { RememberedByText } from '../../RememberedByText';

/** Answers smaller than this are sent as they are (as koa-compress does for the other routes). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4, as koa-compress: most of brotli's gain for a fraction of its top quality's time.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** The weight of an Accept-Encoding entry: `q=` and a number (checked from 0 to 1 by the caller). */
const QVALUE = /^q\s*=\s*([0-9.]+)$/i;

/**
 * The content coding of a large answer for an Accept-Encoding header (RFC 9110 12.5.3): the
 * coding of br and gzip with the highest weight above 0, br when they weigh the same (it is the
 * smaller); a coding the header does not name weighs what `*` does, or 0. The answer is sent as
 * it is (identity) when neither is accepted, or when the header gives identity itself (or `*`)
 * more weight than the chosen coding. Entries whose weight is not a number from 0 to 1 are left
 * out.
 */
export function codingOf(acceptEncoding: string): ContentCoding | 'identity' {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (name === '') continue;
    const q = params.find((p) => /^q\s*=/i.test(p));
    const weight = q === undefined ? 1 : Number(QVALUE.exec(q)?.[1] ?? Number.NaN);
    if (!(weight >= 0 && weight <= 1)) continue;
    const coding = name.toLowerCase();
    if (!weights.has(coding)) weights.set(coding, weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*');
  const br = weightOf('br') ?? 0;
  const gzip = weightOf('gzip') ?? 0;
  const chosen: ContentCoding | null = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
  if (!chosen) return 'identity';
  const identity = weightOf('identity');
  return identity !== undefined && identity > (chosen === 'br' ? br : gzip) ? 'identity' : chosen;
}

/** The coding chosen for each Accept-Encoding header seen (clients send a handful of them). */
const codings = new RememberedByText<ContentCoding | 'identity'>(64);

function codingFor(ctx: Context, answer: CachedAnswer): ContentCoding | 'identity' {
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return 'identity';
  const header = ctx.get('Accept-Encoding');
  return codings.of(header, () => codingOf(header));
}

/** The answer's bytes in `coding`, compressed once and kept with it; `kept` counts them. */
async function bytesIn(
  answer: CachedAnswer,
  coding: ContentCoding | 'identity',
  kept: () => void,
): Promise<Buffer> {
  if (coding === 'identity') return answer.body;
  let bytes = answer.encoded.get(coding);
  if (!bytes) {
    bytes = await compressors[coding](answer.body);
    answer.encoded.set(coding, bytes);
    kept();
  }
  return bytes;
}

/**
 * Issue 11: a GET read's answer with its strong ETag and `Cache-Control: private, no-cache`
 * (clients keep it, and revalidate before each use). A matching If-None-Match gets 304 with no
 * body; otherwise 200 with the bytes, compressed when the client accepts br or gzip.
 */
export async function sendAnswer(ctx: Context, answer: CachedAnswer, kept: () => void = () => undefined) {
  const coding = codingFor(ctx, answer);
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', 'private, no-cache');
  const etag = etagWithCoding(answer.etag, coding);
  ctx.set('ETag', etag);
  if (noneMatchHits(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    return;
  }
  const bytes = await bytesIn(answer, coding, kept);
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  if (coding !== 'identity') ctx.set('Content-Encoding', coding);
  ctx.body = bytes;
}
