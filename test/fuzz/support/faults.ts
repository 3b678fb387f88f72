// The fault a fuzz case put in its input, and whether a refusal names it (issue 13: "every refusal
// names the field or header at fault"). A case carries one fault at most, so a refusal of it can
// only be about that fault.
import type { JsonPath } from './hostile';
import { pathText } from './hostile';

export type Fault =
  /** A field of a JSON body or frame: the refusal's `errors` names it (or a field on its path). */
  | { readonly kind: 'field'; readonly paths: readonly string[] }
  /** A header: the refusal's sentence, code or `errors` names it. */
  | { readonly kind: 'header'; readonly name: string }
  /** A path or query parameter: named in `errors`, the sentence or the code. */
  | {
      readonly kind: 'parameter';
      readonly name: string;
      readonly in: 'path' | 'query';
      readonly value: string;
    }
  /** The body or frame as a whole (not JSON, not an object, not UTF-8, too large). */
  | { readonly kind: 'body' }
  /** The request line (method or target): any refusal will do. */
  | { readonly kind: 'target' };

export const fieldFault = (...paths: JsonPath[]): Fault => ({ kind: 'field', paths: paths.map(pathText) });

export function describeFault(fault: Fault | null): string {
  if (!fault) return 'no fault (a valid input)';
  switch (fault.kind) {
    case 'field':
      return `the field ${fault.paths.join(' or ')}`;
    case 'header':
      return `the header ${fault.name}`;
    case 'parameter':
      return `the parameter ${fault.name}`;
    default:
      return `the ${fault.kind}`;
  }
}

/** `a.b[0]` → ['a', 'b', '0']. */
const segments = (path: string): string[] => path.split(/[.[\]]+/).filter((s) => s !== '');

/** Whether `named` (a field path in an answer) names `faulty` or a field on its way: a contiguous run of its segments. */
export function namesPath(named: string, faulty: string): boolean {
  const n = segments(named);
  const f = segments(faulty);
  if (n.length === 0) return f.length === 0;
  for (let start = 0; start + n.length <= f.length; start += 1) {
    if (n.every((s, i) => s === f[start + i])) return true;
  }
  return false;
}

/** Words an answer may use for a header: the local key and web tokens travel in Authorization. */
const HEADER_WORDS: Readonly<Record<string, readonly string[]>> = {
  authorization: ['authorization', 'key', 'token', 'bearer', 'credential'],
  cookie: ['cookie', 'session', 'log in'],
  // A cookie write compares Origin with Host: a wrong Host shows as a foreign Origin.
  host: ['host', 'origin'],
  origin: ['origin'],
  'content-type': ['content-type', 'content type', 'media type', 'media_type'],
  'content-encoding': ['content-encoding', 'encoding'],
  'content-length': ['content-length', 'body', 'length'],
  'transfer-encoding': ['transfer-encoding', 'body'],
  'idempotency-key': ['idempotency'],
};

export interface Refusal {
  readonly error?: unknown;
  readonly code?: unknown;
  readonly errors?: unknown;
}

/** Why `refusal` does not name `fault`, or null when it does. */
export function unnamedFault(refusal: Refusal, fault: Fault): string | null {
  const keys = Object.keys((refusal.errors ?? {}) as object);
  const words =
    `${String(refusal.error ?? '')} ${String(refusal.code ?? '')} ${keys.join(' ')}`.toLowerCase();
  const shown = `(error ${JSON.stringify(refusal.error)}, code ${JSON.stringify(refusal.code)}, errors ${JSON.stringify(refusal.errors)})`;
  switch (fault.kind) {
    case 'field':
      // The path '' is the body or frame itself (a string where an object belongs): named as the body.
      if (fault.paths.includes('') && unnamedFault(refusal, { kind: 'body' }) === null) return null;
      if (fault.paths.some((p) => keys.some((k) => namesPath(k, p)))) return null;
      // A key that is a literal name (an OCR reading named "a.b", or ""), the last step of the path.
      if (fault.paths.some((p) => keys.some((k) => p.endsWith(`.${k}`)))) return null;
      if (fault.paths.some((p) => p !== '' && String(refusal.error ?? '').includes(p))) return null;
      return `the refusal does not name ${describeFault(fault)} in errors ${shown}`;
    case 'header': {
      const name = fault.name.toLowerCase();
      if ((HEADER_WORDS[name] ?? [name]).some((w) => words.includes(w))) return null;
      return `the refusal does not name ${describeFault(fault)} ${shown}`;
    }
    case 'parameter': {
      // Compared without spaces and underscores: `ingressKey` is named by "the OCR ingress key".
      const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
      const said = squeeze(words);
      const stem = squeeze(fault.name.replace(/_?id$/i, ''));
      if (said.includes(squeeze(fault.name)) || (stem.length > 2 && said.includes(stem))) return null;
      // "takes no query string": the refusal of any query parameter.
      if (fault.in === 'query' && words.includes('query')) return null;
      // A parameter too long for the request line: the answer names the request target.
      if (String(refusal.code) === 'headers_too_large' && words.includes('request target')) return null;
      // "No asset \"x\"", "Button x does not exist": the value the client sent, quoted back.
      if (fault.value.length > 0 && String(refusal.error ?? '').includes(fault.value)) return null;
      return `the refusal does not name ${describeFault(fault)} ${shown}`;
    }
    case 'body':
      if (/body|json|frame|message|utf-?8|encoding|too large|object/.test(words) || keys.length > 0)
        return null;
      return `the refusal does not say the body is at fault ${shown}`;
    case 'target':
      return null;
  }
}
