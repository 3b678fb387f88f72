import { HOSTED_UNREACHABLE } from '../../application/ports/HostedEventWrites';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { ClientNetworkError } from '../../client/shared/ClientNetworkError';
import { WebApiError } from '../../client/web/WebApiError';

/** A gateway's answer: the service behind it did not answer (or the answer was lost). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

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
    if (GATEWAY_STATUSES.has(error.status)) return unreachable(`HTTP ${error.status}`);
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
