import type { Context } from 'koa';
import type { MaybePromise, Passage, Verdict } from './pipeline';
import { isPromise, release } from './pipeline';
import type { RequestView } from './RequestView';
import { viewOfContext } from './RequestView';

/**
 * The HTTP side of a host's guard pipeline: runs it on the request's view, throws the refusal
 * (the error handler renders it from the error map) or sets the passage's headers and returns it.
 * Synchronous when the pipeline is (the local host's): its requests pay no promise for it.
 */
export function guardRequest<S>(
  ctx: Context,
  check: (view: RequestView) => MaybePromise<Verdict<S>>,
): MaybePromise<Passage<S>> {
  const verdict = check(viewOfContext(ctx));
  return isPromise(verdict) ? verdict.then((v) => passed(ctx, v)) : passed(ctx, verdict);
}

function passed<S>(ctx: Context, verdict: Verdict<S>): Passage<S> {
  release(verdict.passage);
  if (!verdict.ok) throw verdict.refusal;
  ctx.set(verdict.passage.headers);
  return verdict.passage;
}
