import type { Context } from 'koa';
import type { Principal } from '../../../../domain/access/Principal';
import { visibilityClass } from '../../../../domain/access/visibilityClass';
import type { DomainError } from '../../../../domain/shared/DomainError';
import type { Result } from '../../../../domain/shared/Result';
import type { WebState } from '../webState';
import { strongEtag } from './etag';
import type { CachedAnswer, ReadCache } from './ReadCache';
import { sendAnswer } from './sendAnswer';
import type { MaybePromise } from '../../guards/pipeline';
import { isPromise } from '../../guards/pipeline';
import { fromDomainError } from '../../../errors/ApiError';

/** One GET read as the router sees it, after authentication and the query checks. */
export interface WebRead {
  readonly name: string;
  readonly sport: string;
  readonly query: Readonly<Record<string, string>>;
  readonly principal: Principal;
  /** True for the reads of one championship (`championship_id`), which may be served from memory. */
  readonly cacheable: boolean;
  /** The success body around the use case's value (default `{success: true, data}`). */
  readonly envelope?: (value: unknown) => unknown;
}

export interface WebReadsOptions {
  /** null: nothing is kept; every read is built (and still gets its ETag). */
  readonly cache: ReadCache | null;
  /** The championship's version, when the token check did not read it (sessions). */
  readonly versionOf: (championshipId: string) => Promise<number | null>;
}

const wrapped = (value: unknown): unknown => ({ success: true, data: value });

/**
 * The cache key: the read, its checked parameters in a fixed order, and what the caller may see,
 * as `name sport?a=1&b=2 visibility` (values URI-encoded, so no separator can appear in one).
 */
function keyOf(read: WebRead): string {
  const names = Object.keys(read.query).sort();
  let parameters = '';
  for (const name of names) {
    parameters += `${parameters === '' ? '' : '&'}${name}=${encodeURIComponent(read.query[name] as string)}`;
  }
  return `${read.name} ${read.sport}?${parameters} ${visibilityClass(read.principal)}`;
}

/**
 * Issue 11: serves the GET reads. A read of a championship is built once per (read, parameters,
 * championship version, visibility class) and then sent from memory as bytes until a write bumps
 * that version. The version comes from the token check's own statement (spec 5.2.4 keeps it on
 * every request), so a reader never gets an answer older than a write whose 200 it has seen, on
 * any instance. Refusals are never kept.
 */
export class WebReads {
  constructor(private readonly options: WebReadsOptions) {}

  async answer(
    ctx: Context,
    read: WebRead,
    build: () => Promise<Result<unknown, DomainError>>,
  ): Promise<void> {
    const cache = this.options.cache;
    const championshipId = read.cacheable ? read.query.championship_id : undefined;
    const known = cache && championshipId !== undefined ? this.versionFor(ctx, championshipId) : null;
    // The token check read it (a promise only for a session's read).
    const version = isPromise(known) ? await known : known;
    if (!cache || championshipId === undefined || version === null) {
      return sendAnswer(ctx, await built(read, build));
    }
    const key = keyOf(read);
    const kept = cache.get(key, version);
    if (kept) return sendAnswer(ctx, kept, () => cache.grew(key, kept));
    const answer = await built(read, build);
    cache.put(key, championshipId, version, answer);
    return sendAnswer(ctx, answer, () => cache.grew(key, answer));
  }

  private versionFor(ctx: Context, championshipId: string): MaybePromise<number | null> {
    const read = (ctx.state as WebState).championshipVersion;
    if (read?.championshipId === championshipId) return read.version;
    return this.options.versionOf(championshipId);
  }
}

async function built(
  read: WebRead,
  build: () => Promise<Result<unknown, DomainError>>,
): Promise<CachedAnswer> {
  const result = await build();
  if (!result.ok) throw fromDomainError(result.error);
  const body = Buffer.from(JSON.stringify((read.envelope ?? wrapped)(result.value)), 'utf8');
  return { body, etag: strongEtag(body), encoded: new Map() };
}
