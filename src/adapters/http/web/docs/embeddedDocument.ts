/**
 * A document as the text of a `<script type="application/json">` data block: `<` is written
 * `\u003c` (still the same JSON), so no value can close the element or open markup.
 */
export function jsonDataBlock(document: unknown): string {
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
