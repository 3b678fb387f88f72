/** A status number or close code written in source code, where the error map should have been used. */
export interface Finding {
  readonly line: number;
  readonly literal: string;
  readonly why: string;
}

const RULES: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  // An HTTP error status (4xx, 5xx) as a number, anywhere in the code, strings included.
  { pattern: /(?<![\w.])[45]\d\d(?![\w.])/g, why: 'an HTTP error status' },
  // A 4xxx WebSocket close code (RFC 6455 private range, the codes of our sockets).
  { pattern: /(?<![\w.])4\d{3}(?![\w.])/g, why: 'a 4xxx WebSocket close code' },
  // A standard close code given to close() or terminate().
  { pattern: /\.(?:close|terminate)\(\s*1\d{3}\b/g, why: 'a WebSocket close code given to close()' },
  // An ApiError built by hand: its status would be written at the call site.
  { pattern: /\bnew\s+ApiError\s*\(/g, why: 'an ApiError built by hand (use apiError(code))' },
];

/** The status numbers and close codes in `code` (comments already removed). */
export function statusNumbersIn(code: string): Finding[] {
  const findings: Finding[] = [];
  for (const { pattern, why } of RULES) {
    for (const match of code.matchAll(pattern)) {
      const line = code.slice(0, match.index).split('\n').length;
      findings.push({ line, literal: match[0], why });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
