import type { ApiError } from '../../errors/ApiError';
import type { RequestView } from './RequestView';

/** One request going through the guards: what each step found out, for the next ones and the caller. */
export interface Passage<S> {
  readonly view: RequestView;
  /** What the steps established (the credential, the principal…), per host. */
  readonly state: S;
  /** Headers for the answer when the request passes (e.g. RateLimit). */
  readonly headers: Record<string, string>;
  /** Run once the upgrade or request is settled: releases what a step reserved (a socket slot). */
  readonly releases: (() => void)[];
}

/** A guard: null to let the request through, or the refusal (from the error map). */
export type Step<S> = (passage: Passage<S>) => ApiError | null | Promise<ApiError | null>;

export type Verdict<S> =
  | { readonly ok: true; readonly passage: Passage<S> }
  | { readonly ok: false; readonly refusal: ApiError; readonly passage: Passage<S> };

export type MaybePromise<T> = T | Promise<T>;

export function passageOf<S>(view: RequestView, state: S): Passage<S> {
  return { view, state, headers: {}, releases: [] };
}

export const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Frees what the steps reserved. */
export function release<S>(passage: Passage<S>): void {
  for (const free of passage.releases.splice(0)) free();
}

/**
 * Runs the steps in order and stops at the first refusal. Synchronous as long as the steps are
 * (the local host's are), so the hot path pays no promise. A step that fails (a store that went
 * away) frees what earlier steps reserved and lets the failure through.
 */
export function runSteps<S>(
  steps: readonly Step<S>[],
  passage: Passage<S>,
  from = 0,
): MaybePromise<Verdict<S>> {
  const failed = (error: unknown): never => {
    release(passage);
    throw error;
  };
  for (let i = from; i < steps.length; i += 1) {
    let outcome: ReturnType<Step<S>>;
    try {
      outcome = (steps[i] as Step<S>)(passage);
    } catch (error) {
      return failed(error);
    }
    if (isPromise(outcome)) {
      return outcome.then(
        (refusal) => (refusal ? { ok: false, refusal, passage } : runSteps(steps, passage, i + 1)),
        failed,
      );
    }
    if (outcome) return { ok: false, refusal: outcome, passage };
  }
  return { ok: true, passage };
}

/** Calls `then` with the value, at once when it is not a promise. */
export function settle<T>(
  value: MaybePromise<T>,
  then: (value: T) => void,
  fail: (error: unknown) => void,
): void {
  if (!isPromise(value)) {
    try {
      then(value);
    } catch (error) {
      fail(error);
    }
    return;
  }
  value.then(then).catch(fail);
}
