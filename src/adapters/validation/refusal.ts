import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';

/**
 * The one place where a refused input becomes an error: a stable code, a sentence and one entry
 * per field at fault (spec 2.4 `errors`). Each channel renders it (HTTP through the code → status
 * map, the WebSockets as an `error` message, the CLI as text).
 */
export function refusal(code: string, message: string, details: Record<string, string>): DomainError {
  return domainError(code, message, details);
}
