import { apiError } from '../../../errors/ApiError';
import type { Passage, Step } from '../../guards/pipeline';
import type { LocalState } from './LocalState';

/** The /ws sessions still waiting for their auth frame (spec 5.1.5): they hold no key yet. */
export interface AuthenticatingCount {
  /** Open now: in all, and from one client address. */
  open(address: string): { readonly total: number; readonly fromAddress: number };
}

/** At most this many sessions may wait for their auth frame at once, from one client address. */
export const AUTHENTICATING_PER_ADDRESS = 16;
/** And in all. */
export const AUTHENTICATING_MAX = 32;
const RETRY_AFTER_SECONDS = 5;

/**
 * A /ws upgrade without the key (it is to come in the first frame, within 5 s) takes a slot of its
 * own: at most 16 per client address and 32 in all wait at once (a workstation's overlays all
 * come from 127.0.0.1 and may reconnect together), past which the upgrade is 429
 * (policy "ws-authenticating"). Sessions opened with the key in the Authorization header never
 * wait for these slots, and the waiting ones do not count in the cap of open sessions (found by
 * review: 64 keyless upgrades, each reopened when closed after 5 s, kept clients with the key out).
 * A passing upgrade holds its slot until it is settled, as the session cap does.
 */
export function authenticatingCap(count: AuthenticatingCount): Step<LocalState> {
  const reserved = new Map<string, number>();
  let reservedTotal = 0;
  return (passage: Passage<LocalState>) => {
    if (passage.state.credential.kind !== 'frame') return null;
    const { address } = passage.view;
    const open = count.open(address);
    const mine = reserved.get(address) ?? 0;
    if (
      open.total + reservedTotal >= AUTHENTICATING_MAX ||
      open.fromAddress + mine >= AUTHENTICATING_PER_ADDRESS
    ) {
      return apiError('rate_limited', undefined, {
        message:
          `At most ${AUTHENTICATING_PER_ADDRESS} /ws sessions per client (${AUTHENTICATING_MAX} in all) may wait for ` +
          'their auth frame at once: authenticate those first, or send the key in the Authorization header.',
        headers: {
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'RateLimit-Policy': `"ws-authenticating";q=${AUTHENTICATING_PER_ADDRESS}`,
          RateLimit: `"ws-authenticating";r=0;t=${RETRY_AFTER_SECONDS}`,
        },
      });
    }
    reserved.set(address, mine + 1);
    reservedTotal += 1;
    passage.releases.push(() => {
      reservedTotal -= 1;
      const left = (reserved.get(address) ?? 1) - 1;
      if (left > 0) reserved.set(address, left);
      else reserved.delete(address);
    });
    return null;
  };
}
