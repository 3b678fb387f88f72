import type { Context } from 'koa';
import type { MaybePromise, Passage, Verdict } from './pipeline';
import { release } from './pipeline';
import type { RequestView } from './RequestView';
import { viewOfContext } from './RequestView';

/**
 * The HTTP side of a host's guard pipeline: runs it on the request's view, throws the refusal
 * (the error handler renders it from the error map) or sets the passage's headers and returns it.
 */
export async function guardRequest<S>(
  ctx: Context,
  check: (view: RequestView) => MaybePromise<Verdict<S>>,
): Promise<Passage<S>> {
  const verdict = await check(viewOfContext(ctx));
  release(verdict.passage);
  if (!verdict.ok) throw verdict.refusal;
  ctx.set(verdict.passage.headers);
  return verdict.passage;
}
