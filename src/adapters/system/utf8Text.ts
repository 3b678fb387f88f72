import { readFile } from 'node:fs/promises';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of a file the user gives (an import, the settings, a project, a session, the write
 * journal, the kept match copy): UTF-8, as JSON is (RFC 8259, 8.1), a byte order mark allowed. A
 * file in another encoding is refused, naming it, instead of being read with its bytes replaced
 * (found by review: a Latin-1 file imported "Liga Española" as "Liga Espa\uFFFDola", and a Latin-1
 * project or journal was saved or sent on the same way).
 */
export function utf8Text(bytes: Uint8Array): { ok: true; text: string } | { ok: false; problem: string } {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) {
    return { ok: false, problem: 'it is UTF-16 text: save it as UTF-8' };
  }
  try {
    // The decoder drops a leading byte order mark.
    return { ok: true, text: UTF8.decode(bytes) };
  } catch {
    const at = firstInvalidByte(bytes);
    return {
      ok: false,
      problem: `it is not UTF-8 text (byte ${at} is not valid UTF-8; a Latin-1 or Windows-1252 file must be saved as UTF-8)`,
    };
  }
}

/** Where the first byte that breaks UTF-8's sequences is (for the message; the decoder decides). */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] as number;
    const follow =
      lead < 0x80
        ? 0
        : lead >= 0xc2 && lead <= 0xdf
          ? 1
          : lead >= 0xe0 && lead <= 0xef
            ? 2
            : lead >= 0xf0 && lead <= 0xf4
              ? 3
              : -1;
    if (follow < 0) return i;
    for (let k = 1; k <= follow; k += 1) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += follow + 1;
  }
  return bytes.length;
}

/** A file that is not UTF-8 text: its path and why, for the caller's message. */
export class NotUtf8Error extends Error {
  override readonly name = 'NotUtf8Error';
}

/** The UTF-8 text of the file at `path` (fs errors as they come: ENOENT…); NotUtf8Error otherwise. */
export async function readUtf8File(path: string): Promise<string> {
  const read = utf8Text(await readFile(path));
  if (!read.ok) throw new NotUtf8Error(`${path}: ${read.problem}`);
  return read.text;
}
