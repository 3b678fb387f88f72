import { HOSTED_UNREACHABLE, markServerFailure } from '../../application/ports/HostedEventWrites';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { ClientNetworkError } from '../../client/shared/ClientNetworkError';
import { WebApiError } from '../../client/web/WebApiError';

/**
 * A server failure (500 internal_error, 503 database_unavailable) or a gateway's answer (502, 504):
 * the service did not decide on the request, and a write may or may not have been committed. The
 * desk takes it as the link being down: a write waits in the journal and is reconciled by a
 * re-read of the events before it is sent again (spec 4.2 rule 4), never reported as a conflict
 * or a refusal (found by review: a brief 500 on a read made queued goals false conflicts, and a
 * write committed but answered 500 failed its command).
 */
const isServerFailure = (status: number) => status >= 500;

export function unreachable(detail: string): DomainError {
  return domainError(
    HOSTED_UNREACHABLE,
    `The hosted service cannot be reached (${detail}). The desk keeps the last loaded match; a write may or may not have been committed.`,
  );
}

function detailsOf(errors: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

/** A web client failure as the desk reports it: the service's code and sentence, or `hosted_unreachable`. */
export function hostedError(error: unknown): DomainError {
  if (error instanceof ClientNetworkError) return unreachable(error.message);
  if (error instanceof WebApiError) {
    if (isServerFailure(error.status))
      return markServerFailure(unreachable(`HTTP ${error.status}`), error.status);
    return domainError(
      error.code !== '' ? error.code : `hosted_${error.status}`,
      error.error,
      detailsOf(error.errors),
    );
  }
  throw error;
}

/** Runs one web client call: its value, or the failure as a DomainError (never a thrown refusal). */
export async function attempt<T>(call: () => Promise<T>): Promise<Result<T, DomainError>> {
  try {
    return ok(await call());
  } catch (error) {
    return err(hostedError(error));
  }
}
