import { endianness } from 'node:os';
import type { Standing } from '../../../../domain/match/views';
import type { PartRows, PartTeam } from '../../../../domain/standings/shiftStandings';
import { PackedRows, PART_STRIDE, packRows, unpackRows } from '../../../../domain/standings/shiftStandings';
import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import { optionalId, optionalRefKey, refKey, toId } from '../ids';

/** A row of `standing_parts` as the raw statements select it (PART_SELECTED). */
export interface StandingPartSql {
  id: number;
  day_id: number | null;
  day_order: number;
  teams: string;
  packed: string;
}

/** The columns every read of a table's parts selects. */
export const PART_SELECTED = ['id', 'day_id', 'day_order', 'teams', 'packed'] as const;

/** The columns every insert writes, in the order partValuesOf gives them. */
export const PART_COLUMNS = [
  'championship_id',
  'day_id',
  'day_order',
  'first_position',
  'group_key',
  'members',
  'teams',
  'packed',
] as const;

/** One team of a part as `teams` stores it: id, name, phase id, group id, group name. */
type StoredTeam = [number, string, number | null, number | null, string];

const LITTLE_ENDIAN = endianness() === 'LE';
const INT_NULL = -2_147_483_648;
const SHORT_NULL = -32_768;
/** Bytes per row of the short form: the key, then every other column in 16 bits. */
const SHORT_ROW = 4 + (PART_STRIDE - 1) * 2;
/** PART_STRIDE, read once (a loop reads a local constant faster than another module's export). */
const STRIDE = PART_STRIDE;
/** The frame form's header: the row count, then per column its width in bytes and its base. */
const FRAME_HEADER = 4 + STRIDE * 5;
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * Packed rows as text: a letter for the form, then the base64 of the rows' bytes.
 *
 * Written in the frame form, "f": per column, its smallest value (the base) and the width (1, 2
 * or 4 bytes) that holds every value less the base, with the width's highest number for null; the
 * columns one after the other. A table's columns span little (ranks 1 to 200, keys of teams made
 * together, counts of one season), so a 200-team part is 14 bytes a row instead of 28: a part
 * of a large table stays within one or two database pages, and fewer bytes are packed and copied
 * per write (issue 11: a 200-team table's write wrote ~35 pages for ~10 of a 20-team table's).
 * Counts that are not 32-bit integers are written in "d", 64-bit floats (NaN for null).
 *
 * Read in any of the forms ever written: "f", "d", and the earlier "s" (keys in 32 bits, other
 * columns in 16) and "i" (every column in 32 bits), whose null is the form's lowest value.
 */
export function encodePacked(rows: Float64Array): string {
  return framed(rows) ?? `d${bytesOf(rows).toString('base64')}`;
}

/** The frame form of the rows, or null when a value is not a 32-bit integer (nor null). */
function framed(rows: Float64Array): string | null {
  const count = rows.length / STRIDE;
  const lows = new Float64Array(STRIDE);
  const widths = new Uint8Array(STRIDE);
  let size = FRAME_HEADER;
  for (let c = 0; c < STRIDE; c += 1) {
    let low = Infinity;
    let high = -Infinity;
    for (let v = c; v < rows.length; v += STRIDE) {
      const value = rows[v] as number;
      if (value !== value) continue;
      if (!frameHolds(value)) return null;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (low === Infinity) low = high = 0;
    // The width's highest number is null: a span of 255 takes two bytes.
    const span = high - low;
    if (span >= 0xffffffff) return null;
    lows[c] = low;
    widths[c] = span < 0xff ? 1 : span < 0xffff ? 2 : 4;
    size += (widths[c] as number) * count;
  }
  const buffer = Buffer.allocUnsafe(size);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, size);
  buffer.writeUInt32LE(count, 0);
  let at = FRAME_HEADER;
  for (let c = 0; c < STRIDE; c += 1) {
    const width = widths[c] as number;
    const base = lows[c] as number;
    bytes[4 + c * 5] = width;
    buffer.writeInt32LE(base, 5 + c * 5);
    if (width === 1) {
      for (let v = c; v < rows.length; v += STRIDE, at += 1) {
        const value = rows[v] as number;
        bytes[at] = value !== value ? 0xff : value - base;
      }
    } else if (width === 2) {
      for (let v = c; v < rows.length; v += STRIDE, at += 2) {
        const value = rows[v] as number;
        const stored = value !== value ? 0xffff : value - base;
        bytes[at] = stored & 0xff;
        bytes[at + 1] = stored >>> 8;
      }
    } else {
      for (let v = c; v < rows.length; v += STRIDE, at += 4) {
        const value = rows[v] as number;
        buffer.writeUInt32LE(value !== value ? 0xffffffff : value - base, at);
      }
    }
  }
  return `f${buffer.toString('base64')}`;
}

export function decodePacked(text: string): Float64Array {
  const form = text.charAt(0);
  const bytes = Buffer.from(text.slice(1), 'base64');
  if (form === 'f') return unframed(bytes);
  if (form === 'd') {
    const rows = new Float64Array(Math.floor(bytes.length / 8));
    for (let i = 0; i < rows.length; i += 1) rows[i] = bytes.readDoubleLE(i * 8);
    return rows;
  }
  if (form === 'i') {
    const rows = new Float64Array(Math.floor(bytes.length / 4));
    for (let i = 0; i < rows.length; i += 1) rows[i] = nullOf(bytes.readInt32LE(i * 4), INT_NULL);
    return rows;
  }
  if (form !== 's') throw new Error(`standing_parts.packed of an unknown form: ${form}`);
  const count = Math.floor(bytes.length / SHORT_ROW);
  const rows = new Float64Array(count * STRIDE);
  for (let r = 0, at = count * 4; r < count; r += 1) {
    rows[r * STRIDE] = nullOf(bytes.readInt32LE(r * 4), INT_NULL);
    for (let c = 1; c < STRIDE; c += 1, at += 2)
      rows[r * STRIDE + c] = nullOf(bytes.readInt16LE(at), SHORT_NULL);
  }
  return rows;
}

/** The null of a frame column `width` bytes wide: its highest number. */
const frameNull = (width: number) => (width === 1 ? 0xff : width === 2 ? 0xffff : 0xffffffff);

function unframed(buffer: Buffer): Float64Array {
  const count = buffer.readUInt32LE(0);
  const rows = new Float64Array(count * STRIDE);
  let at = FRAME_HEADER;
  for (let c = 0; c < STRIDE; c += 1) {
    const width = buffer[4 + c * 5] as number;
    readColumn(buffer, at, width, buffer.readInt32LE(5 + c * 5), count, rows, c, STRIDE);
    at += width * count;
  }
  return rows;
}

/**
 * Whether the frame form can hold `value` at all: null (NaN), or a 32-bit integer other than -0
 * (which would read back as 0). The float form keeps any other.
 */
function frameHolds(value: number): boolean {
  return (
    value !== value ||
    (value === Math.trunc(value) &&
      !(value === 0 && 1 / value < 0) &&
      value >= INT32_MIN &&
      value <= INT32_MAX)
  );
}

/** One value of a frame column `width` bytes wide from `base`, at byte `at`: NaN for its null. */
function frameValue(bytes: Buffer, at: number, width: number, base: number): number {
  const stored =
    width === 1
      ? (bytes[at] as number)
      : width === 2
        ? (bytes[at] as number) | ((bytes[at + 1] as number) << 8)
        : bytes.readUInt32LE(at);
  return stored === frameNull(width) ? Number.NaN : base + stored;
}

/** `count` values of a frame column from byte `at` into `out`, from index `first` every `stride`. */
function readColumn(
  bytes: Buffer,
  at: number,
  width: number,
  base: number,
  count: number,
  out: Float64Array,
  first: number,
  stride: number,
): void {
  for (let r = 0, v = first; r < count; r += 1, v += stride, at += width)
    out[v] = frameValue(bytes, at, width, base);
}

/**
 * The rows of a stored part as a shift reads and writes them (shiftStandings.PartRows). The frame
 * form is read and changed in its own bytes: a shift sets a few values and moves one run of rows,
 * and the text written back is those bytes again, so that a write to a large table neither
 * unpacks nor packs its rows (issue 11: that was most of the time a 200-team table's write
 * spent beyond a 20-team one's). The earlier forms are unpacked (PackedRows).
 */
export function partRowsOf(text: string): PartRows {
  return text.charAt(0) === 'f' ? FramedRows.of(text.slice(1)) : new PackedRows(decodePacked(text));
}

/** The text of shifted rows (partRowsOf's), as encodePacked writes it. */
export function packedTextOf(rows: PartRows): string {
  if (rows instanceof FramedRows) return rows.text();
  if (rows instanceof PackedRows) return encodePacked(rows.values);
  throw new Error('rows of another store');
}

/**
 * Rows in the frame form, changed in place. A value the frame cannot hold (not an integer, -0,
 * beyond its column's base and width) unpacks them into PackedRows, packed again by encodePacked.
 */
class FramedRows implements PartRows {
  readonly size: number;
  /** Each column's first byte, width and base. */
  private readonly starts: number[] = [];
  private readonly widths: number[] = [];
  private readonly bases: number[] = [];
  private unpacked: PackedRows | null = null;

  /**
   * The rows of a frame's base64, read into a buffer with room behind the frame for one column's
   * bytes, where permute copies a run of rows without allocating.
   */
  static of(base64: string): FramedRows {
    const length = Buffer.byteLength(base64, 'base64');
    const count = length >= 4 ? Buffer.from(base64.slice(0, 8), 'base64').readUInt32LE(0) : 0;
    const bytes = Buffer.allocUnsafe(length + count * 4);
    if (bytes.write(base64, 'base64') !== length) throw new Error('standing_parts.packed: a frame cut short');
    return new FramedRows(bytes, length);
  }

  private constructor(
    private readonly bytes: Buffer,
    /** The frame's length: the bytes after it are room for permute. */
    private readonly length: number,
  ) {
    this.size = bytes.readUInt32LE(0);
    let at = FRAME_HEADER;
    for (let c = 0; c < STRIDE; c += 1) {
      const width = bytes[4 + c * 5] as number;
      this.starts.push(at);
      this.widths.push(width);
      this.bases.push(bytes.readInt32LE(5 + c * 5));
      at += width * this.size;
    }
    if (at !== length) throw new Error(`standing_parts.packed: a frame of ${length} bytes, not ${at}`);
  }

  get(row: number, column: number): number {
    if (this.unpacked) return this.unpacked.get(row, column);
    const width = this.widths[column] as number;
    return frameValue(
      this.bytes,
      (this.starts[column] as number) + row * width,
      width,
      this.bases[column] as number,
    );
  }

  read(column: number, first = 0, end = this.size): Float64Array {
    if (this.unpacked) return this.unpacked.read(column, first, end);
    const out = new Float64Array(end - first);
    const width = this.widths[column] as number;
    const at = (this.starts[column] as number) + first * width;
    readColumn(this.bytes, at, width, this.bases[column] as number, out.length, out, 0, 1);
    return out;
  }

  set(row: number, column: number, value: number): void {
    if (!this.unpacked && this.store(row, column, value)) return;
    this.unpack().set(row, column, value);
  }

  write(column: number, first: number, values: Float64Array): void {
    let r = 0;
    if (!this.unpacked)
      while (r < values.length && this.store(first + r, column, values[r] as number)) r += 1;
    if (r < values.length) this.unpack().write(column, first + r, values.subarray(r));
  }

  /** Writes `value` in the frame when the frame holds it (see framed); false when it does not. */
  private store(row: number, column: number, value: number): boolean {
    if (!frameHolds(value)) return false;
    const width = this.widths[column] as number;
    const none = frameNull(width);
    const stored = value !== value ? none : value - (this.bases[column] as number);
    if (value === value && (stored < 0 || stored >= none)) return false;
    const at = (this.starts[column] as number) + row * width;
    const { bytes } = this;
    if (width === 1) bytes[at] = stored;
    else if (width === 2) {
      bytes[at] = stored & 0xff;
      bytes[at + 1] = stored >>> 8;
    } else bytes.writeUInt32LE(stored, at);
    return true;
  }

  /** The rows as 64-bit floats, from now on (a value the frame does not hold). */
  private unpack(): PackedRows {
    this.unpacked ??= new PackedRows(unframed(this.bytes.subarray(0, this.length)));
    return this.unpacked;
  }

  permute(first: number, from: readonly number[]): void {
    if (this.unpacked) return this.unpacked.permute(first, from);
    const { bytes } = this;
    // Runs of rows that stay together: each column copies them as one.
    const runs: number[] = [];
    for (let to = 0; to < from.length;) {
      const source = (from[to] as number) - first;
      let run = 1;
      while (to + run < from.length && from[to + run] === source + first + run) run += 1;
      runs.push(to, source, run);
      to += run;
    }
    // Each column's rows first to last go behind the frame, then each run comes back in its place.
    const room = this.length;
    for (let c = 0; c < STRIDE; c += 1) {
      const width = this.widths[c] as number;
      const start = (this.starts[c] as number) + first * width;
      bytes.copyWithin(room, start, start + from.length * width);
      for (let i = 0; i < runs.length; i += 3) {
        const source = room + (runs[i + 1] as number) * width;
        bytes.copyWithin(
          start + (runs[i] as number) * width,
          source,
          source + (runs[i + 2] as number) * width,
        );
      }
    }
  }

  text(): string {
    return this.unpacked
      ? encodePacked(this.unpacked.values)
      : `f${this.bytes.toString('base64', 0, this.length)}`;
  }
}

const nullOf = (v: number, none: number) => (v === none ? Number.NaN : v);

/** The little-endian bytes of 64-bit floats. */
function bytesOf(values: Float64Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const bytes = Buffer.alloc(values.byteLength);
  values.forEach((v, i) => bytes.writeDoubleLE(v, i * 8));
  return bytes;
}

/** Each team of a part's `teams`, by its key. */
export function teamsOf(teams: string): Map<number, PartTeam> {
  return new Map(
    (JSON.parse(teams) as StoredTeam[]).map(([key, name, phase, group, groupName]) => [
      key,
      { entityId: toId(key), name, phaseId: optionalId(phase), groupId: optionalId(group), groupName },
    ]),
  );
}

const teamKey = (teamId: string) => refKey(teamId, 'team');

/** The values of the parts of a table (one per run of rows of one group), in PART_COLUMNS order. */
export function partValuesOf(championshipKey: number, table: StandingsTable): (number | string | null)[][] {
  const dayKey = optionalRefKey(table.dayId, 'day');
  const runs: { first: number; rows: Standing[] }[] = [];
  table.rows.forEach((row, position) => {
    const last = runs[runs.length - 1];
    if (last && last.rows[0]?.groupId === row.groupId) last.rows.push(row);
    else runs.push({ first: position, rows: [row] });
  });
  return runs.map(({ first, rows }) => {
    const teams: StoredTeam[] = rows.map((r) => [
      teamKey(r.entityId),
      r.name,
      optionalRefKey(r.phaseId, 'phase'),
      optionalRefKey(r.groupId, 'group'),
      r.groupName,
    ]);
    return [
      championshipKey,
      dayKey,
      table.dayOrder,
      first,
      optionalRefKey(rows[0]?.groupId ?? '', 'group') ?? 0,
      `,${teams.map((t) => t[0]).join(',')},`,
      JSON.stringify(teams),
      encodePacked(packRows(rows, teamKey)),
    ];
  });
}

/** The table of the parts of one day read in position order; null when there are none. */
export function tableOfParts(
  championshipId: string,
  parts: readonly StandingPartSql[],
): StandingsTable | null {
  const first = parts[0];
  if (!first) return null;
  const dayId = optionalId(first.day_id === null ? null : Number(first.day_id));
  return {
    championshipId,
    dayId,
    dayOrder: Number(first.day_order),
    rows: parts.flatMap((part) => {
      const teams = teamsOf(part.teams);
      return unpackRows(decodePacked(part.packed), dayId, (key) => teams.get(key) as PartTeam);
    }),
  };
}
