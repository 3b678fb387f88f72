import type { LineupRole } from '../../match/MatchEvent';
import type { Side } from '../../match/Side';
import type { EventEffect, EventField } from '../../sport/EventType';
import { eventType, rulesOf } from '../../sport/SportRules';
import type { Desk } from '../Desk';
import { sideOfTeam } from '../Desk';
import { deskPlayers, findDeskPlayer } from '../deskPlayers';
import { countOf, STATISTICS } from '../Statistics';

// The free-form catalogs of spec 2.1 (gap 2.12): the shapes we publish, field by field.

export interface PlayerView {
  id: string;
  name: string;
  number: string;
  teamId: string;
  teamSide: Side;
  role: LineupRole;
  selected: boolean;
}

export function playersView(desk: Desk): PlayerView[] {
  return deskPlayers(desk).map((p) => ({
    id: p.id,
    name: p.name,
    number: p.number,
    teamId: p.teamId,
    teamSide: p.teamSide,
    role: p.role,
    selected: p.id === desk.selectedPlayerId,
  }));
}

export interface EventView {
  id: string;
  type: number;
  label: string;
  side: Side | null;
  clubId: string;
  playerId: string;
  playerName: string;
  playerInId: string;
  timer: string | null;
  additionalTimer: number | null;
  value: number | null;
  setNumber: number | null;
  note: string;
  saved: boolean;
  /** Recorded on the desk, not yet confirmed by the store. */
  optimistic: boolean;
  /** Hosted desks: kept in the desk's write journal, not yet delivered to the hosted service. */
  queued: boolean;
}

export function eventsView(desk: Desk): EventView[] {
  // One pass over the players for every event (findDeskPlayer per event rebuilt them each time).
  const names = new Map<string, string>();
  for (const p of deskPlayers(desk)) if (!names.has(p.id)) names.set(p.id, p.name);
  return [...desk.events]
    .sort((a, b) => a.sequence - b.sequence)
    .map((e) => ({
      id: e.id,
      type: e.type,
      label: eventType(desk.match.sport, e.type)?.label ?? '',
      side: e.clubId === '' ? null : sideOfTeam(desk, e.clubId),
      clubId: e.clubId,
      playerId: e.playerId,
      playerName: e.playerId === '' ? '' : (names.get(e.playerId) ?? ''),
      playerInId: e.playerInId,
      timer: e.timer,
      additionalTimer: e.additionalTimer,
      value: e.value,
      setNumber: e.setNumber,
      note: e.note,
      saved: e.saved,
      optimistic: !e.saved,
      queued: e.queued === true,
    }));
}

export interface EventTypeView {
  type: number;
  key: string;
  label: string;
  effect: EventEffect;
  values: number[];
  required: EventField[];
  allowed: EventField[];
}

/** The sport's event-type catalog (src/domain/sport/SportRules.ts). */
export function eventTypesView(desk: Desk): EventTypeView[] {
  return rulesOf(desk.match.sport).eventTypes.map((t) => ({
    type: t.type,
    key: t.key,
    label: t.label,
    effect: t.effect,
    values: [...t.values],
    required: [...t.required],
    allowed: [...t.allowed],
  }));
}

export interface StatisticView {
  id: string;
  label: string;
  home: number;
  away: number;
}

export function statisticsView(desk: Desk): StatisticView[] {
  return STATISTICS[desk.match.sport].map((s) => ({
    id: s.id,
    label: s.label,
    home: countOf(desk.statistics, s.id, 'home'),
    away: countOf(desk.statistics, s.id, 'away'),
  }));
}

export interface SelectionsView {
  playerId: string | null;
  player: { id: string; name: string; number: string; teamSide: Side } | null;
}

export function selectionsView(desk: Desk): SelectionsView {
  const p = desk.selectedPlayerId === null ? undefined : findDeskPlayer(desk, desk.selectedPlayerId);
  return {
    playerId: desk.selectedPlayerId,
    player: p ? { id: p.id, name: p.name, number: p.number, teamSide: p.teamSide } : null,
  };
}
