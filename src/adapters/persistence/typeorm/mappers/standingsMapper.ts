import { endianness } from 'node:os';
import type { Standing } from '../../../../domain/match/views';
import type { PartTeam } from '../../../../domain/standings/shiftStandings';
import { packRows, unpackRows } from '../../../../domain/standings/shiftStandings';
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

/** The columns every read of parts selects. */
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
/** null in the 32-bit form (below every count a table holds). */
const INT_NULL = -2_147_483_648;
const INT_MAX = 2_147_483_647;

const fitsInt = (v: number) => Number.isNaN(v) || (Number.isInteger(v) && v > INT_NULL && v <= INT_MAX);

/**
 * Packed rows as text: "i" and the base64 of little-endian 32-bit integers (-2^31 for null) when
 * every value fits, as every real table's do; otherwise "d" and the base64 of little-endian
 * 64-bit floats (NaN for null), which hold any count a result can add up exactly.
 */
export function encodePacked(rows: Float64Array): string {
  if (!rows.every(fitsInt)) {
    if (LITTLE_ENDIAN)
      return `d${Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength).toString('base64')}`;
    const bytes = Buffer.alloc(rows.length * 8);
    rows.forEach((v, i) => bytes.writeDoubleLE(v, i * 8));
    return `d${bytes.toString('base64')}`;
  }
  const ints = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const v = rows[i] as number;
    ints[i] = Number.isNaN(v) ? INT_NULL : v;
  }
  if (LITTLE_ENDIAN) return `i${Buffer.from(ints.buffer).toString('base64')}`;
  const bytes = Buffer.alloc(ints.length * 4);
  ints.forEach((v, i) => bytes.writeInt32LE(v, i * 4));
  return `i${bytes.toString('base64')}`;
}

export function decodePacked(text: string): Float64Array {
  const bytes = Buffer.from(text.slice(1), 'base64');
  if (text.startsWith('d')) {
    const rows = new Float64Array(Math.floor(bytes.length / 8));
    for (let i = 0; i < rows.length; i += 1) rows[i] = bytes.readDoubleLE(i * 8);
    return rows;
  }
  if (!text.startsWith('i')) throw new Error(`standing_parts.packed of an unknown form: ${text.slice(0, 1)}`);
  const count = Math.floor(bytes.length / 4);
  const ints = LITTLE_ENDIAN ? new Int32Array(count) : null;
  if (ints) new Uint8Array(ints.buffer).set(bytes.subarray(0, count * 4));
  const rows = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const v = ints ? (ints[i] as number) : bytes.readInt32LE(i * 4);
    rows[i] = v === INT_NULL ? Number.NaN : v;
  }
  return rows;
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
    const group = optionalRefKey(rows[0]?.groupId ?? '', 'group');
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
      group ?? 0,
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
