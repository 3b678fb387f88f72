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
const SHORT_MAX = 32_767;
/** Bytes per row of the short form: the key, then every other column in 16 bits. */
const SHORT_ROW = 4 + (PART_STRIDE - 1) * 2;
/** PART_STRIDE, read once (a loop reads a local constant faster than another module's export). */
const STRIDE = PART_STRIDE;

/**
 * Packed rows as text: a letter for the form, then the base64 of the rows' bytes, in the narrowest
 * of three forms that holds every value: "s", the rows' keys as little-endian 32-bit integers
 * followed by their other columns as 16-bit ones (every real table of a sport: counts under
 * 32,768); "i", every column in 32 bits; "d", in 64-bit floats (any count a result can add up).
 * Null is the form's lowest value (NaN in "d").
 */
export function encodePacked(rows: Float64Array): string {
  const [form, bytes] = packedBytes(rows);
  return `${form}${bytes.toString('base64')}`;
}

function packedBytes(rows: Float64Array): ['s' | 'i' | 'd', Buffer] {
  const count = rows.length / STRIDE;
  // The short form, written while checking that every value fits it.
  const keys = new Int32Array(count);
  const values = new Int16Array(count * (STRIDE - 1));
  let short = true;
  for (let r = 0, at = 0, v = 0; short && r < count; r += 1, at += STRIDE) {
    const key = rows[at] as number;
    if (key === key && (key !== (key | 0) || key === INT_NULL)) short = false;
    keys[r] = key === key ? key : INT_NULL;
    for (let c = 1; c < STRIDE; c += 1, v += 1) {
      const value = rows[at + c] as number;
      if (value !== value) values[v] = SHORT_NULL;
      else if (value === (value | 0) && value > SHORT_NULL && value <= SHORT_MAX) values[v] = value;
      else short = false;
    }
  }
  if (short) return ['s', Buffer.concat([bytesOf(keys), bytesOf(values)])];
  const ints = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const v = rows[i] as number;
    if (v !== v) ints[i] = INT_NULL;
    else if (v === (v | 0) && v !== INT_NULL) ints[i] = v;
    else return ['d', bytesOf(rows)];
  }
  return ['i', bytesOf(ints)];
}

export function decodePacked(text: string): Float64Array {
  const form = text.charAt(0);
  const bytes = Buffer.from(text.slice(1), 'base64');
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
  if (LITTLE_ENDIAN) {
    // One aligned copy, read through views.
    const aligned = new Uint8Array(count * SHORT_ROW);
    aligned.set(bytes.subarray(0, aligned.length));
    const keys = new Int32Array(aligned.buffer, 0, count);
    const values = new Int16Array(aligned.buffer, count * 4, count * (STRIDE - 1));
    for (let r = 0, at = 0, v = 0; r < count; r += 1, at += STRIDE) {
      const key = keys[r] as number;
      rows[at] = key === INT_NULL ? Number.NaN : key;
      for (let c = 1; c < STRIDE; c += 1, v += 1) {
        const value = values[v] as number;
        rows[at + c] = value === SHORT_NULL ? Number.NaN : value;
      }
    }
    return rows;
  }
  for (let r = 0, at = count * 4; r < count; r += 1) {
    rows[r * STRIDE] = nullOf(bytes.readInt32LE(r * 4), INT_NULL);
    for (let c = 1; c < STRIDE; c += 1, at += 2)
      rows[r * STRIDE + c] = nullOf(bytes.readInt16LE(at), SHORT_NULL);
  }
  return rows;
}

const nullOf = (v: number, none: number) => (v === none ? Number.NaN : v);

/** The little-endian bytes of a typed array. */
function bytesOf(values: Int32Array | Int16Array | Float64Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const bytes = Buffer.alloc(values.byteLength);
  const size = values.BYTES_PER_ELEMENT;
  values.forEach((v, i) => {
    if (size === 8) bytes.writeDoubleLE(v, i * 8);
    else if (size === 4) bytes.writeInt32LE(v, i * 4);
    else bytes.writeInt16LE(v, i * 2);
  });
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
