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

/** The coding chosen for each Accept-Encoding header seen (clients send a handful of them). */
const codings = new RememberedByText<ContentCoding | 'identity'>(64);

function codingFor(ctx: Context, answer: CachedAnswer): ContentCoding | 'identity' {
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return 'identity';
  return codings.of(ctx.get('Accept-Encoding'), () => {
    const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
    return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  });
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
  ctx.set('ETag', etagWithCoding(answer.etag, coding));
  if (noneMatchHits(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  const bytes = await bytesIn(answer, coding, kept);
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  if (coding !== 'identity') ctx.set('Content-Encoding', coding);
  ctx.body = bytes;
}
