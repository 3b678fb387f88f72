import { apiError } from '../../../errors/ApiError';
import { ocrTargetOf } from '../../../ocr/ocrPath';
import type { Passage, Step } from '../../guards/pipeline';
import { sameSecret } from './localKey';
import type { LocalState } from './LocalState';

/**
 * Spec 4.1, 5.1.6: the OCR input carries its own ingress key in the path, no bearer. A malformed
 * key is 400; the keyless path while Require API key is on, or a wrong key, is 403.
 */
export function ingressKey(expected: () => string): Step<LocalState> {
  return (passage: Passage<LocalState>) => {
    const target = ocrTargetOf(passage.view.path);
    passage.state.credential = { kind: 'none' };
    if (target === null || target.kind === 'malformed') return apiError('ocr_key_malformed');
    if (target.kind === 'keyless')
      return passage.state.access.requireKey ? apiError('ocr_key_required') : null;
    return sameSecret(target.key, expected()) ? null : apiError('ocr_key_invalid');
  };
}
