import type { Match } from '../../domain/match/Match';
import type { LineupEntry, MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import { setWinner, tennisSetsFromEvents } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';
import type { StoredStructure } from './importStructure';
import { playerRef } from './importStructure';
import type { ImportTally } from './ImportTally';
import type { MatchdeskDocument, MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';

type MatchFields = Omit<Match, 'id' | 'version'>;
type EventFields = Omit<MatchEvent, 'id' | 'sequence'>;

const matchKey = (dayId: string, homeTeamId: string, awayTeamId: string) =>
  `${dayId}\n${homeTeamId}\n${awayTeamId}`;

function matchFields(m: Match | MatchFields): MatchFields {
  return {
    championshipId: m.championshipId,
    sport: m.sport,
    dayId: m.dayId,
    phaseId: m.phaseId,
    groupId: m.groupId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    date: m.date,
    time: m.time,
    status: m.status,
    timer: m.timer,
    period: m.period,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeShootoutScore: m.homeShootoutScore,
    awayShootoutScore: m.awayShootoutScore,
    info: m.info,
  };
}

function wantedMatch(doc: MatchdeskDocument, m: MatchdeskMatch, s: StoredStructure): MatchFields {
  const day = s.days.get(m.day);
  const home = s.teams.get(m.home);
  const away = s.teams.get(m.away);
  return {
    championshipId: s.championship.id,
    sport: doc.championship.sport,
    dayId: day?.id ?? '',
    phaseId: day?.phaseId ?? '',
    // A match between two teams of one group belongs to that group.
    groupId: home && away && home.groupId === away.groupId ? home.groupId : '',
    homeTeamId: home?.id ?? '',
    awayTeamId: away?.id ?? '',
    date: m.date,
    time: m.time,
    status: m.status,
    timer: m.timer,
    period: m.period,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeShootoutScore: m.homeShootoutScore,
    awayShootoutScore: m.awayShootoutScore,
    info: m.info,
  };
}

function eventFields(e: EventFields): EventFields {
  return {
    matchId: e.matchId,
    type: e.type,
    clubId: e.clubId,
    playerId: e.playerId,
    playerInId: e.playerInId,
    timer: e.timer,
    additionalTimer: e.additionalTimer,
    value: e.value,
    setNumber: e.setNumber,
    note: e.note,
    saved: e.saved,
  };
}

/**
 * Events the document lists replace the stored ones position by position, keeping their ids.
 * A match listed without events keeps its stored events.
 */
async function syncEvents(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  s: StoredStructure,
  tally: ImportTally,
): Promise<{ changed: boolean; events: MatchEvent[] }> {
  if (m.events.length === 0) return { changed: false, events: [] };
  const stored = await stores.matches.events(match.id);
  const teamId = (name: string) => (name === '' ? '' : (s.teams.get(name)?.id ?? ''));
  const playerId = (team: string, name: string) =>
    name === '' ? '' : (s.playerIds.get(playerRef(team, name)) ?? '');
  let changed = false;
  for (let i = 0; i < Math.max(stored.length, m.events.length); i += 1) {
    const have = stored[i];
    const e = m.events[i];
    if (!e) {
      await stores.matches.deleteEvent((have as MatchEvent).id);
      tally.wrote('updated');
      changed = true;
      continue;
    }
    const wanted: EventFields = {
      matchId: match.id,
      type: e.type,
      clubId: teamId(e.club),
      playerId: playerId(e.club, e.player),
      playerInId: playerId(e.club, e.player_in),
      timer: e.timer,
      additionalTimer: e.additional_timer,
      value: e.value,
      setNumber: e.set_number,
      note: e.note,
      saved: true,
    };
    if (have && sameData(eventFields(have), wanted)) continue;
    changed = true;
    if (have) {
      await stores.matches.updateEvent({ ...wanted, id: have.id, sequence: have.sequence });
      tally.wrote('updated');
    } else {
      await stores.matches.addEvent(wanted);
      tally.wrote('created');
    }
  }
  return { changed, events: changed ? await stores.matches.events(match.id) : stored };
}

const byPlayer = (a: LineupEntry, b: LineupEntry) =>
  a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0;

/** Each team the document lists a line-up for gets exactly that line-up. */
async function syncLineups(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  s: StoredStructure,
  tally: ImportTally,
): Promise<boolean> {
  if (m.lineups.length === 0) return false;
  const stored = await stores.matches.lineups(match.id);
  let changed = false;
  for (const team of [m.home, m.away]) {
    const teamId = s.teams.get(team)?.id ?? '';
    const wanted: LineupEntry[] = m.lineups
      .filter((l) => l.team === team)
      .map((l) => ({
        matchId: match.id,
        teamId,
        playerId: s.playerIds.get(playerRef(team, l.player)) ?? '',
        role: l.role,
        number: l.number,
      }));
    if (wanted.length === 0) continue;
    const have = stored.filter((l) => l.teamId === teamId);
    if (sameData([...have].sort(byPlayer), [...wanted].sort(byPlayer))) continue;
    await stores.matches.setLineup(match.id, teamId, wanted);
    tally.wrote(have.length ? 'updated' : 'created');
    changed = true;
  }
  return changed;
}

/** Tennis: sets derive from the events, or come from the document when it gives set scores only. */
async function syncSets(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  events: readonly MatchEvent[],
  tally: ImportTally,
): Promise<{ changed: boolean; count: number }> {
  if (!rulesOf(match.sport).hasSets || (m.events.length === 0 && m.sets.length === 0)) {
    return { changed: false, count: 0 };
  }
  const wanted: TennisSet[] =
    m.events.length > 0
      ? tennisSetsFromEvents(match, events)
      : m.sets.map((set) => ({
          matchId: match.id,
          number: set.number,
          homeGames: set.homeGames,
          awayGames: set.awayGames,
          homeTieBreak: set.homeTieBreak,
          awayTieBreak: set.awayTieBreak,
          winner: setWinner(set.homeGames, set.awayGames),
        }));
  const have = await stores.matches.sets(match.id);
  if (sameData(have, wanted)) return { changed: false, count: wanted.length };
  await stores.matches.setSets(match.id, wanted);
  tally.wrote(have.length ? 'updated' : 'created');
  return { changed: true, count: wanted.length };
}

/** Creates or updates the matches with their events, line-ups and sets; returns the set count. */
export async function importMatches(
  stores: MatchDataStores,
  doc: MatchdeskDocument,
  s: StoredStructure,
  tally: ImportTally,
): Promise<number> {
  const existing = new Map(
    (await stores.matches.ofChampionship(s.championship.id)).map((m) => [
      matchKey(m.dayId, m.homeTeamId, m.awayTeamId),
      m,
    ]),
  );
  let sets = 0;
  for (const m of doc.matches) {
    const wanted = wantedMatch(doc, m, s);
    const found = existing.get(matchKey(wanted.dayId, wanted.homeTeamId, wanted.awayTeamId));
    const match = found ?? (await stores.matches.create({ ...wanted, version: 1 }));
    if (!found) tally.wrote('created');
    const events = await syncEvents(stores, match, m, s, tally);
    const lineupsChanged = await syncLineups(stores, match, m, s, tally);
    const setsSynced = await syncSets(stores, match, m, events.events, tally);
    sets += setsSynced.count;
    const fieldsChanged = found !== undefined && !sameData(matchFields(found), wanted);
    if (found && (fieldsChanged || events.changed || lineupsChanged || setsSynced.changed)) {
      // The version moves with every change of the match or its events (web notifications).
      await stores.matches.update({ ...wanted, id: found.id, version: found.version + 1 });
      if (fieldsChanged) tally.wrote('updated');
    }
    tally.step();
  }
  return sets;
}
