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

/** `path` percent-decoded where it can be, in lower case: how routers may read it. */
function readAs(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * Whether a request path is the OCR input's, however it is spelled (case, escapes, doubled
 * slashes): `/api/v1/ocr` and what is under it, nothing else (no data route takes no key).
 */
export function isOcrPath(path: string): boolean {
  return /^\/+api\/+v1\/+ocr(?:[^a-z0-9_]|$)/.test(readAs(path));
}

/**
 * A path as it may be logged or shown (spec 5.1.6: the ingress key is private): a path naming
 * the OCR input, however spelled, shows what comes before `ocr` and never what follows (a
 * mistyped key is nearly a key).
 */
export function shownPath(path: string): string {
  const read = readAs(path);
  const at = read.search(/\/ocr(?:[^a-z0-9_]|$)/);
  if (at === -1) return path;
  const named = read.slice(0, at + '/ocr'.length);
  return read.length > named.length + 1 ? `${named}/{ingressKey}` : read;
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
