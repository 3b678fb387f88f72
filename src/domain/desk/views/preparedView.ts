import type { Side } from '../../match/Side';
import type { Desk } from '../Desk';

export interface PreparedView {
  kind: 'event' | 'substitution';
  /** ISO date-time of the preparation. */
  preparedAt: string;
  type: number | null;
  side: Side | null;
  playerId: string;
  playerInId: string;
  timer: string | null;
  additionalTimer: number | null;
  value: number | null;
  setNumber: number | null;
  note: string;
}

/** Spec 2.1 `prepared`: the pending preparation, or null. */
export function preparedView(desk: Desk): PreparedView | null {
  const p = desk.prepared;
  if (!p) return null;
  const f = p.fields;
  return {
    kind: p.kind,
    preparedAt: new Date(p.preparedAt).toISOString(),
    type: f.type,
    side: f.side,
    playerId: f.playerId,
    playerInId: f.playerInId,
    timer: f.timer,
    additionalTimer: f.additionalTimer,
    value: f.value,
    setNumber: f.setNumber,
    note: f.note,
  };
}
