import type { Match } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { hasStarted } from '../../domain/match/Match';
import { movedScore, sameScore, scoreFromEvents, scoreOf } from '../../domain/match/MatchScore';
import { rulesOf } from '../../domain/sport/SportRules';
import { decidedInFromEvents, retiredFromEvents, walkoverFromEvents } from '../../domain/match/Outcome';
import type { MatchChange } from '../events/WriteMatchEvents';
import type { MatchDataStores } from '../ports/MatchData';
import type { NotificationType } from '../ports/Notifications';
import type { StoredStructure } from './importStructure';
import type { ImportTally } from './ImportTally';
import type { MatchdeskDocument, MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';
import { syncEvents } from './syncEvents';
import { syncLineups } from './syncLineups';
import { storedSetsHold, syncSets } from './syncSets';

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
    ...(m.regulationScore ? { regulationScore: { ...m.regulationScore } } : {}),
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
    ...(m.homeRegulationScore !== null && m.awayRegulationScore !== null
      ? { regulationScore: { home: m.homeRegulationScore, away: m.awayRegulationScore } }
      : {}),
  };
}

/**
 * Whether the stored score is the document's result with the stored events added: in the team
 * sports their goals, moved as an event write moves a result stored without its events
 * (movedScore); at tennis the games and tie-break points on top of the document's set scores,
 * decided as syncSets decides to keep the sets, so that score and sets stay or go together.
 */
async function eventsAddUp(
  stores: MatchDataStores,
  found: Match,
  m: MatchdeskMatch,
  wanted: MatchFields,
  events: readonly MatchEvent[],
): Promise<boolean> {
  if (rulesOf(found.sport).hasSets) return storedSetsHold(stores, found, m, events);
  const withEvents = movedScore(
    wanted,
    scoreFromEvents(found, []),
    scoreFromEvents(found, events),
    hasStarted(wanted.status),
  );
  return sameScore(withEvents, found);
}

/**
 * A match listed without events keeps its stored events (syncEvents), and with them what they add:
 * - what they say of its outcome: a walkover, a retirement or an overtime decision written through
 *   the web API stays when the file gives none (found by review: a re-import cleared a walkover and
 *   kept its event);
 * - the score they add (at tennis, the sets they win): when the file's result with the stored events added
 *   (as an event write adds them, movedScore) is the stored score, the file says nothing new and
 *   the stored score stays. Importing the same file again then changes nothing (found by review:
 *   it put the file's 2-2 back over a goal written since, whose event stayed, and deleting that
 *   goal afterwards gave 1-2), and a file still without the result of a match recorded live keeps
 *   the live score. A file whose result differs (a result published since, a correction) gives
 *   the match its result, as before.
 * The events are read only for a match whose stored outcome is set, or whose stored score is not
 * the file's.
 */
async function withStoredEvents(
  stores: MatchDataStores,
  found: Match,
  m: MatchdeskMatch,
  wanted: MatchFields,
): Promise<MatchFields> {
  const outcomeSet = found.walkover !== null || found.retired !== null || found.decidedIn !== null;
  const scored = !sameScore(found, wanted);
  if (!outcomeSet && !scored) return wanted;
  const events = await stores.matches.events(found.id);
  let result = wanted;
  if (scored && events.length > 0 && (await eventsAddUp(stores, found, m, wanted, events))) {
    result = { ...result, ...scoreOf(found) };
  }
  if (!outcomeSet) return result;
  // A walkover or a retirement the file gives replaces the pair (never both at once).
  const stopped = m.walkover !== null || m.retired !== null;
  return {
    ...result,
    walkover: stopped ? m.walkover : walkoverFromEvents(found, events),
    retired: stopped ? m.retired : retiredFromEvents(found, events),
    decidedIn: m.decidedIn ?? decidedInFromEvents(found, events),
  };
}

/** What importMatches wrote: the set count, and the existing matches it changed. */
export interface ImportedMatches {
  readonly sets: number;
  /** Existing matches that changed, as stored before their version bump (WriteMatchEvents). */
  readonly changes: MatchChange[];
}

function changeTypes(changed: {
  fields: boolean;
  events: boolean;
  lineups: boolean;
  sets: boolean;
}): NotificationType[] {
  const types: NotificationType[] = [];
  if (changed.events) types.push('match_event');
  if (changed.lineups) types.push('match_player');
  if (changed.sets) types.push('match_set');
  if (changed.fields) types.push('match_data');
  return types;
}

/** Creates or updates the matches with their events, line-ups and sets. */
export async function importMatches(
  stores: MatchDataStores,
  doc: MatchdeskDocument,
  s: StoredStructure,
  tally: ImportTally,
): Promise<ImportedMatches> {
  const existing = new Map(
    (await stores.matches.ofChampionship(s.championship.id)).map((m) => [
      matchKey(m.dayId, m.homeTeamId, m.awayTeamId),
      m,
    ]),
  );
  let sets = 0;
  const changes: MatchChange[] = [];
  for (const m of doc.matches) {
    const given = wantedMatch(doc, m, s);
    const found = existing.get(matchKey(given.dayId, given.homeTeamId, given.awayTeamId));
    const wanted = found && m.events.length === 0 ? await withStoredEvents(stores, found, m, given) : given;
    const match = found ?? (await stores.matches.create({ ...wanted, version: 1 }));
    if (!found) tally.wrote('created');
    const events = await syncEvents(stores, match, m, s, tally);
    const lineupsChanged = await syncLineups(stores, match, m, s, tally);
    const setsSynced = await syncSets(stores, match, m, events.events, tally);
    sets += setsSynced.count;
    const fieldsChanged = found !== undefined && !sameData(matchFields(found), wanted);
    const types = changeTypes({
      fields: fieldsChanged,
      events: events.changed,
      lineups: lineupsChanged,
      sets: setsSynced.changed,
    });
    if (found && types.length > 0) {
      // The version moves with every change of the match or its events (web notifications):
      // WriteMatchEvents bumps it once the batch is written.
      const stored: Match = { ...wanted, id: found.id, version: found.version };
      if (fieldsChanged) {
        await stores.matches.update(stored);
        tally.wrote('updated');
      }
      changes.push({ match: stored, types });
    }
    tally.step();
  }
  return { sets, changes };
}
