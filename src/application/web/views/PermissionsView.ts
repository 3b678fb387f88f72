import { eventWriteAccess } from '../../../domain/access/administration';
import type { Principal } from '../../../domain/access/Principal';

/** The permissions block of get_match (spec 2.12 gap): what this caller may do with the match. */
export interface PermissionsView {
  /** Always true: get_match answers only a caller who may read the match. */
  read: true;
  /** Whether update_match_event would accept this caller for this match: a token with the
   * read_write_events permission, or an administrator session of the company. */
  writeEvents: boolean;
}

export function toPermissionsView(principal: Principal, companyId: string): PermissionsView {
  return { read: true, writeEvents: eventWriteAccess(principal, companyId).ok };
}
