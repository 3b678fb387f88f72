import type { Match } from '../../domain/match/Match';
import type { MatchDataStores } from '../ports/MatchData';
import type { StoredStructure } from './importStructure';
import type { ImportTally } from './ImportTally';
import type { MatchdeskDocument, MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';
import { syncEvents } from './syncEvents';
import { syncLineups } from './syncLineups';
import { syncSets } from './syncSets';

type MatchFields = Omit<Match, 'id' | 'version'>;

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
    decidedIn: m.decidedIn,
    retired: m.retired,
    walkover: m.walkover,
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
    decidedIn: m.decidedIn,
    retired: m.retired,
    walkover: m.walkover,
  };
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
