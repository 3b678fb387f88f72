export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const BASE62 = /^[0-9A-Za-z]*$/;

export function isBase62(text: string): boolean {
  return BASE62.test(text);
}

/** A non-negative integer in base 62, left-padded with '0' to `width` characters. */
export function encodeBase62(value: number, width: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError('encodeBase62: not a non-negative integer');
  let out = '';
  let rest = value;
  do {
    out = BASE62_ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  if (out.length > width) throw new RangeError(`encodeBase62: ${value} needs more than ${width} characters`);
  return out.padStart(width, '0');
}
