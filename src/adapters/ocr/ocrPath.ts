import { IsString, Matches } from 'class-validator';
import { checkInput } from '../validation/checkInput';
import { Input } from '../validation/Input';

export const OCR_PATH = '/api/v1/ocr';

/** Spec 4.1 and 5.1.6: the path parameter of `/api/v1/ocr/{ingressKey}`, 64 lowercase hexadecimal characters. */
@Input({ closed: true, code: 'invalid_parameters', message: 'The OCR ingress key is malformed.' })
export class OcrKeyPath {
  @IsString()
  @Matches(/^[a-f0-9]{64}$/, { message: 'ingressKey must be 64 lowercase hexadecimal characters' })
  ingressKey!: string;
}

/**
 * A path as it may be logged or shown: one under /api/v1/ocr/ names no ingress key, whatever
 * follows (a mistyped key is nearly a key). Spec 5.1.6: the key is private.
 */
export function shownPath(path: string): string {
  return path.startsWith(`${OCR_PATH}/`) && path.length > OCR_PATH.length + 1
    ? `${OCR_PATH}/{ingressKey}`
    : path;
}

/** Where an upgrade goes under /api/v1/ocr: the keyless path, a key, or a malformed key (400). */
export type OcrTarget =
  | { readonly kind: 'keyless' }
  | { readonly kind: 'keyed'; readonly key: string }
  | { readonly kind: 'malformed' };

/** The target of a request URL; null when it is not an OCR path. The query string is not looked at. */
export function ocrTargetOf(url: string): OcrTarget | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === OCR_PATH || path === `${OCR_PATH}/`) return { kind: 'keyless' };
  if (!path.startsWith(`${OCR_PATH}/`)) return null;
  const key = path.slice(OCR_PATH.length + 1);
  return checkInput(OcrKeyPath, { ingressKey: key }).ok ? { kind: 'keyed', key } : { kind: 'malformed' };
}
