import { createHash, timingSafeEqual } from 'node:crypto';
import { apiError } from '../../../errors/ApiError';
import type { Passage, Step } from '../../guards/pipeline';
import type { LocalState } from './LocalState';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** CONTRACT-NOTES: digest both sides, then compare in constant time (lengths never leak). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="match-desk local API"' };
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Spec 5.1.1-5.1.2: in protected mode, `Authorization: Bearer <local key>`. Without the header:
 * 401 `key_missing` over HTTP; on /ws (`orFrame`) the first frame must bring the key instead
 * (spec 5.1.5). A header that is not `Bearer <local key>` is 401 `key_invalid` on both.
 */
export function localKey(orFrame: boolean): Step<LocalState> {
  return (passage: Passage<LocalState>) => {
    const { access } = passage.state;
    if (!access.requireKey) {
      passage.state.credential = { kind: 'open' };
      return null;
    }
    const header = passage.view.header('Authorization');
    if (header === '') {
      if (orFrame) {
        passage.state.credential = { kind: 'frame' };
        return null;
      }
      return apiError('key_missing', undefined, { headers: CHALLENGE });
    }
    const given = BEARER.exec(header)?.[1];
    if (given === undefined || !sameSecret(given, access.localKey)) {
      return apiError('key_invalid', undefined, { headers: CHALLENGE });
    }
    passage.state.credential = { kind: 'key', key: access.localKey };
    return null;
  };
}
