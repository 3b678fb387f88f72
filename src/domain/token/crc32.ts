// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the checksum zlib and PNG use.
const TABLE: readonly number[] = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 of a sequence of bytes, as an unsigned 32-bit integer. */
export function crc32(bytes: Iterable<number>): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** CRC-32 of an ASCII text (the token alphabet is ASCII). */
export function crc32Ascii(text: string): number {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) throw new RangeError('crc32Ascii: text is not ASCII');
    bytes.push(code);
  }
  return crc32(bytes);
}
