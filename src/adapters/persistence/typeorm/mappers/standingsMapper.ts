import { endianness } from 'node:os';
import type { Standing } from '../../../../domain/match/views';
import type { PartTeam } from '../../../../domain/standings/shiftStandings';
import { PART_STRIDE, packRows, unpackRows } from '../../../../domain/standings/shiftStandings';
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
      // Not an integer, or -0 (which would read back as 0): the float form keeps it.
      if (value !== Math.trunc(value) || (value === 0 && 1 / value < 0)) return null;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (low === Infinity) low = high = 0;
    // 32-bit bases; the width's highest number is null: a span of 255 takes two bytes.
    const span = high - low;
    if (low < INT32_MIN || high > INT32_MAX || span >= 0xffffffff) return null;
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

function unframed(buffer: Buffer): Float64Array {
  const count = buffer.readUInt32LE(0);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  const rows = new Float64Array(count * STRIDE);
  let at = FRAME_HEADER;
  for (let c = 0; c < STRIDE; c += 1) {
    const width = bytes[4 + c * 5] as number;
    const base = buffer.readInt32LE(5 + c * 5);
    if (width === 1) {
      for (let v = c; v < rows.length; v += STRIDE, at += 1) {
        const stored = bytes[at] as number;
        rows[v] = stored === 0xff ? Number.NaN : base + stored;
      }
    } else if (width === 2) {
      for (let v = c; v < rows.length; v += STRIDE, at += 2) {
        const stored = (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
        rows[v] = stored === 0xffff ? Number.NaN : base + stored;
      }
    } else {
      for (let v = c; v < rows.length; v += STRIDE, at += 4) {
        const stored = buffer.readUInt32LE(at);
        rows[v] = stored === 0xffffffff ? Number.NaN : base + stored;
      }
    }
  }
  return rows;
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
