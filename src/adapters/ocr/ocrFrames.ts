import type { OcrReading } from '../../domain/ocr/OcrReading';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { refuseUnsafeKeys } from '../../domain/shared/unsafeKeys';
import { checkInput } from '../validation/checkInput';
import { OcrPingFrame, OcrReadingFrame, OcrRegisterFrame } from './ocrFrameInputs';

/** What an OCR source may send (spec 6.2), once parsed and checked. */
export type OcrClientMessage =
  | { readonly type: 'register' }
  | { readonly type: 'ping' }
  | { readonly type: 'ocr'; readonly reading: OcrReading };

const CHECKED = { keysChecked: true } as const;

function messageOf(frame: Record<string, unknown>): Result<OcrClientMessage, DomainError> | null {
  switch (frame.type) {
    case 'register': {
      const register = checkInput(OcrRegisterFrame, frame, CHECKED);
      return register.ok ? ok({ type: 'register' }) : register;
    }
    case 'ping': {
      const ping = checkInput(OcrPingFrame, frame, CHECKED);
      return ping.ok ? ok({ type: 'ping' }) : ping;
    }
    case 'ocr': {
      const ocr = checkInput(OcrReadingFrame, frame, CHECKED);
      if (!ocr.ok) return ocr;
      const reading: OcrReading = {
        values: new Map(Object.entries(ocr.value.values)),
        seq: typeof ocr.value.seq === 'number' ? ocr.value.seq : null,
        capturedAt: ocr.value.capturedAtMs(),
      };
      return ok({ type: 'ocr', reading });
    }
    default:
      return null;
  }
}

/**
 * A frame of the OCR input: JSON text with a `type`, checked by its input class
 * (ocrFrameInputs). An invalid frame gives the error to send back (`error {code, error}`).
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
  if (f.type === undefined)
    return err(domainError('invalid_message', 'A message is a JSON object with a type.'));
  return messageOf(f) ?? err(domainError('unknown_type', `Unknown message type ${JSON.stringify(f.type)}.`));
}
