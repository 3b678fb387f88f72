import { apiError } from '../../../errors/ApiError';
import type { Passage } from '../pipeline';

/**
 * Issue 13 finding 7: a request with two Host headers is ambiguous (node:http keeps the first,
 * a proxy in front may have routed on the second), so it is refused with 400 on HTTP and upgrades.
 */
export function singleHost(passage: Passage<unknown>) {
  return passage.view.hostCount <= 1 ? null : apiError('invalid_host', { Host: 'sent more than once' });
}
