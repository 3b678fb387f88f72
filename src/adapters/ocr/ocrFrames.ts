import { validateOcrFrame } from '../../domain/ocr/validateOcrFrame';
import type { OcrReading } from '../../domain/ocr/OcrReading';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { refuseUnsafeKeys } from '../../domain/shared/unsafeKeys';

/** What an OCR source may send (spec 6.2), once parsed and checked. */
export type OcrClientMessage =
  | { readonly type: 'register' }
  | { readonly type: 'ping' }
  | { readonly type: 'ocr'; readonly reading: OcrReading };

/**
 * A frame of the OCR input: JSON text with a `type`. An invalid frame gives the error to send
 * back (`error {code, error}`); the reading rules are the domain's (validateOcrFrame).
 */
export function parseOcrFrame(data: Buffer, isBinary: boolean): Result<OcrClientMessage, DomainError> {
  if (isBinary) return err(domainError('invalid_message', 'Messages are JSON text frames, not binary.'));
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString('utf8'));
  } catch {
    return err(domainError('invalid_json', 'The message is not valid JSON.'));
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return err(domainError('invalid_message', 'A message is a JSON object with a type.'));
  }
  const unsafe = refuseUnsafeKeys(frame);
  if (unsafe) return err(unsafe);
  const f = frame as Record<string, unknown>;
  switch (f.type) {
    case 'register':
      return f.role === 'ocr'
        ? ok({ type: 'register' })
        : err(domainError('invalid_parameters', 'register takes role "ocr".', { role: 'must be "ocr"' }));
    case 'ping':
      return ok({ type: 'ping' });
    case 'ocr': {
      const reading = validateOcrFrame(f);
      return reading.ok ? ok({ type: 'ocr', reading: reading.value }) : reading;
    }
    case undefined:
      return err(domainError('invalid_message', 'A message is a JSON object with a type.'));
    default:
      return err(domainError('unknown_type', `Unknown message type ${JSON.stringify(f.type)}.`));
  }
}
