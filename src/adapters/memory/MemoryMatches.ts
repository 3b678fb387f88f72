import type { Matches, MatchResult, New } from '../../application/ports/MatchData';
import type { EventTally } from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import type { LineupEntry, MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import type { MemoryState } from './MemoryState';
import { copy } from './MemoryState';

export class MemoryMatches implements Matches {
  constructor(private readonly state: MemoryState) {}

  async create(match: New<Match>): Promise<Match> {
    this.checkReferences(match);
    const created = copy({ ...match, id: this.state.nextId('matches') });
    this.state.tables.matches.set(created.id, created);
    return copy(created);
  }

  async update(match: Match): Promise<void> {
    this.state.requireRow('matches', match.id, 'match');
    this.checkReferences(match);
    this.state.tables.matches.set(match.id, copy(match));
  }

  async byId(id: string): Promise<Match | null> {
    const found = this.state.tables.matches.get(id);
    return found ? copy(found) : null;
  }

  async ofChampionship(championshipId: string): Promise<Match[]> {
    return this.sorted((m) => m.championshipId === championshipId);
  }

  async ofDays(dayIds: readonly string[]): Promise<Match[]> {
    return this.sorted((m) => dayIds.includes(m.dayId));
  }

  async resultsFrom(championshipId: string, dayOrder: number): Promise<MatchResult[]> {
    const days = this.state.tables.days;
    return this.sorted(
      (m) =>
        m.championshipId === championshipId &&
        m.status === 'finished' &&
        (days.get(m.dayId)?.order ?? Number.NEGATIVE_INFINITY) >= dayOrder,
    ).map((m) => ({
      id: m.id,
      dayId: m.dayId,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      status: m.status,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      homeShootoutScore: m.homeShootoutScore,
      awayShootoutScore: m.awayShootoutScore,
      decidedIn: m.decidedIn,
      retired: m.retired,
      walkover: m.walkover,
      ...(m.regulationScore ? { regulationScore: { ...m.regulationScore } } : {}),
    }));
  }

  async eventTally(matchId: string): Promise<EventTally | null> {
    const found = this.state.tables.tallies.get(matchId);
    return found ? copy(found) : null;
  }

  async setEventTally(matchId: string, tally: EventTally): Promise<void> {
    this.state.requireRow('matches', matchId, 'match');
    this.state.tables.tallies.set(matchId, copy(tally));
  }

  async events(matchId: string): Promise<MatchEvent[]> {
    return this.eventsOf(matchId).map(copy);
  }

  async event(eventId: string): Promise<MatchEvent | null> {
    const found = this.state.tables.events.get(eventId);
    return found ? copy(found) : null;
  }

  async addEvent(event: Omit<MatchEvent, 'id' | 'sequence'>): Promise<MatchEvent> {
    this.checkEvent(event);
    const last = this.eventsOf(event.matchId).at(-1);
    const created = copy({ ...event, id: this.state.nextId('events'), sequence: (last?.sequence ?? 0) + 1 });
    this.state.tables.events.set(created.id, created);
    this.state.tables.tallies.delete(event.matchId);
    return copy(created);
  }

  async updateEvent(event: MatchEvent): Promise<void> {
    this.state.requireRow('events', event.id, 'event');
    this.checkEvent(event);
    const old = this.state.tables.events.get(event.id);
    if (old) this.state.tables.tallies.delete(old.matchId);
    this.state.tables.tallies.delete(event.matchId);
    this.state.tables.events.set(event.id, copy(event));
  }

  async deleteEvent(eventId: string): Promise<void> {
    const old = this.state.tables.events.get(eventId);
    if (old) this.state.tables.tallies.delete(old.matchId);
    this.state.tables.events.delete(eventId);
  }

  async lineups(matchId: string): Promise<LineupEntry[]> {
    return [...this.state.tables.lineups.values()].filter((l) => l.matchId === matchId).map(copy);
  }

  async setLineup(matchId: string, teamId: string, entries: readonly LineupEntry[]): Promise<void> {
    if (entries.length > 0) {
      this.state.requireRow('matches', matchId, 'match');
      this.state.requireRow('teams', teamId, 'team');
    }
    for (const e of entries) this.state.requireRow('players', e.playerId, 'player');
    const lineups = this.state.tables.lineups;
    for (const [key, l] of lineups) if (l.matchId === matchId && l.teamId === teamId) lineups.delete(key);
    for (const e of entries) lineups.set(this.state.nextId('lineups'), copy({ ...e, matchId, teamId }));
  }

  async sets(matchId: string): Promise<TennisSet[]> {
    return [...this.state.tables.sets.values()]
      .filter((s) => s.matchId === matchId)
      .sort((a, b) => a.number - b.number)
      .map(copy);
  }

  async setSets(matchId: string, sets: readonly TennisSet[]): Promise<void> {
    if (sets.length > 0) this.state.requireRow('matches', matchId, 'match');
    if (new Set(sets.map((s) => s.number)).size !== sets.length)
      throw new Error('set numbers must be unique');
    const stored = this.state.tables.sets;
    this.state.tables.tallies.delete(matchId);
    for (const [key, s] of stored) if (s.matchId === matchId) stored.delete(key);
    for (const s of sets) stored.set(this.state.nextId('sets'), copy({ ...s, matchId }));
  }

  private eventsOf(matchId: string): MatchEvent[] {
    return [...this.state.tables.events.values()]
      .filter((e) => e.matchId === matchId)
      .sort((a, b) => a.sequence - b.sequence || Number(a.id) - Number(b.id));
  }

  /** Day order (matches without a day last), then date, time and id. */
  private sorted(keep: (m: Match) => boolean): Match[] {
    const days = this.state.tables.days;
    const dayOrder = (m: Match): number => days.get(m.dayId)?.order ?? Number.POSITIVE_INFINITY;
    const compare = (a: Match, b: Match): number =>
      dayOrder(a) - dayOrder(b) ||
      compareText(a.date, b.date) ||
      compareText(a.time, b.time) ||
      Number(a.id) - Number(b.id);
    return [...this.state.tables.matches.values()].filter(keep).sort(compare).map(copy);
  }

  private checkReferences(m: New<Match>): void {
    this.state.requireRow('championships', m.championshipId, 'championship');
    this.state.requireOptionalRow('days', m.dayId, 'day');
    this.state.requireOptionalRow('phases', m.phaseId, 'phase');
    this.state.requireOptionalRow('groups', m.groupId, 'group');
    this.state.requireOptionalRow('teams', m.homeTeamId, 'team');
    this.state.requireOptionalRow('teams', m.awayTeamId, 'team');
  }

  private checkEvent(e: Omit<MatchEvent, 'id' | 'sequence'>): void {
    this.state.requireRow('matches', e.matchId, 'match');
    this.state.requireOptionalRow('teams', e.clubId, 'team');
    this.state.requireOptionalRow('players', e.playerId, 'player');
    this.state.requireOptionalRow('players', e.playerInId, 'player');
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
