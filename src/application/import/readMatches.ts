import { MATCH_STATUSES } from '../../domain/match/Match';
import { scoreFromEvents } from '../../domain/match/MatchScore';
import {
  DECIDED_IN,
  decidedInFromEvents,
  regulationScoreOfEvents,
  retiredFromEvents,
  SIDES,
  walkoverFromEvents,
} from '../../domain/match/Outcome';
import type { Side } from '../../domain/match/Side';
import { setWinner } from '../../domain/match/TennisSets';
import type { Sport } from '../../domain/sport/Sport';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskMatch, MatchdeskSet } from './MatchdeskDocument';
import type { Item, MatchSides } from './matchSides';
import { asMatchEvents, readEvents } from './readEvents';
import { readInfo } from './readInfo';
import { readLineups } from './readLineups';
import { readSets } from './readSets';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function team(o: JsonObject, field: string, keys: DocumentKeys, issues: ImportIssues): string {
  if (!o.mustHave(field)) return '';
  const name = o.text(field);
  if (!keys.teams.has(name)) issues.add(childPath(o.path, field), `unknown team "${name}"`);
  return name;
}

/** With neither score given, a match with events or sets takes the score they add up to. */
function derivedScore(
  sides: MatchSides,
  match: Pick<MatchdeskMatch, 'events'>,
  sets: readonly MatchdeskSet[],
) {
  if (match.events.length > 0) {
    return scoreFromEvents(
      { id: '', sport: sides.sport, homeTeamId: sides.home, awayTeamId: sides.away },
      asMatchEvents(match.events),
    );
  }
  const winners = sets.map((s) => setWinner(s.homeGames, s.awayGames));
  const won = (side: 'home' | 'away') => winners.filter((w) => w === side).length;
  return { homeScore: won('home'), awayScore: won('away'), homeShootoutScore: null, awayShootoutScore: null };
}

/** An optional one-of field: null when absent. */
function optionalOneOf<T extends string>(o: JsonObject, key: string, allowed: readonly T[]): T | null {
  if (o.has(key)) return o.oneOf(key, allowed, allowed[0] as T);
  o.field(key); // an explicit null is known too
  return null;
}

/** decidedIn, retired and walkover: given, or derived from the events (issue 14). */
function readOutcome(
  o: JsonObject,
  sides: MatchSides,
  events: MatchdeskMatch['events'],
  issues: ImportIssues,
) {
  const asMatch = { id: '', sport: sides.sport, homeTeamId: sides.home, awayTeamId: sides.away };
  const saved = asMatchEvents(events);
  const retired: Side | null = optionalOneOf(o, 'retired', SIDES) ?? retiredFromEvents(asMatch, saved);
  const walkover: Side | null = optionalOneOf(o, 'walkover', SIDES) ?? walkoverFromEvents(asMatch, saved);
  if (retired !== null && walkover !== null)
    issues.add(childPath(o.path, 'walkover'), 'give retired or walkover, not both');
  const decidedIn = optionalOneOf(o, 'decidedIn', DECIDED_IN) ?? decidedInFromEvents(asMatch, saved);
  const home = o.optionalInteger('homeRegulationScore', 0);
  const away = o.optionalInteger('awayRegulationScore', 0);
  if ((home === null) !== (away === null))
    issues.add(
      childPath(o.path, home === null ? 'homeRegulationScore' : 'awayRegulationScore'),
      'give both or neither',
    );
  const fromEvents =
    saved.length > 0 && decidedIn === 'overtime' ? regulationScoreOfEvents(asMatch, saved) : null;
  const regulation = home !== null && away !== null ? { home, away } : fromEvents;
  return {
    decidedIn,
    retired,
    walkover,
    homeRegulationScore: regulation?.home ?? null,
    awayRegulationScore: regulation?.away ?? null,
  };
}

function readMatch(o: JsonObject, sport: Sport, keys: DocumentKeys, issues: ImportIssues): MatchdeskMatch {
  const day = o.mustHave('day') ? o.text('day') : '';
  if (day !== '' && !keys.days.has(day)) issues.add(childPath(o.path, 'day'), `unknown day "${day}"`);
  const sides: MatchSides = {
    sport,
    home: team(o, 'home', keys, issues),
    away: team(o, 'away', keys, issues),
  };
  if (sides.home !== '' && sides.home === sides.away) {
    issues.add(childPath(o.path, 'away'), 'must differ from home');
  }
  const score = {
    homeScore: o.optionalInteger('homeScore', 0),
    awayScore: o.optionalInteger('awayScore', 0),
    homeShootoutScore: o.optionalInteger('homeShootoutScore', 0),
    awayShootoutScore: o.optionalInteger('awayShootoutScore', 0),
  };
  if ((score.homeScore === null) !== (score.awayScore === null)) {
    issues.add(
      childPath(o.path, score.homeScore === null ? 'homeScore' : 'awayScore'),
      'give both scores or neither',
    );
  }
  const known = score.homeScore !== null && score.awayScore !== null;
  const events = readEvents(o.array('events'), sides, keys, issues);
  const sets = readSets(childPath(o.path, 'sets'), o.array('sets'), sides, events.length > 0, issues);
  const match: MatchdeskMatch = {
    day,
    home: sides.home,
    away: sides.away,
    date: o.formatted('date', DATE, 'a date YYYY-MM-DD'),
    time: o.formatted('time', TIME, 'a time HH:MM'),
    status: o.oneOf('status', MATCH_STATUSES, known ? 'finished' : 'scheduled'),
    timer: o.text('timer'),
    period: o.text('period'),
    ...score,
    info: readInfo(o.object('info'), issues),
    ...readOutcome(o, sides, events, issues),
    events,
    lineups: readLineups(childPath(o.path, 'lineups'), o.array('lineups'), sides, keys, issues),
    sets,
  };
  o.finish();
  if (known || (events.length === 0 && sets.length === 0)) return match;
  const derived = derivedScore(sides, match, sets);
  return {
    ...match,
    homeScore: derived.homeScore,
    awayScore: derived.awayScore,
    homeShootoutScore: score.homeShootoutScore ?? derived.homeShootoutScore,
    awayShootoutScore: score.awayShootoutScore ?? derived.awayShootoutScore,
  };
}

export function readMatches(items: Item[], sport: Sport, keys: DocumentKeys, issues: ImportIssues) {
  const seen = new Set<string>();
  return items.flatMap(({ value, path }): MatchdeskMatch[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const match = readMatch(o, sport, keys, issues);
    const key = `${match.day}\n${match.home}\n${match.away}`;
    if (seen.has(key)) {
      issues.add(
        childPath(path, 'away'),
        `duplicate match "${match.home}" v "${match.away}" on day "${match.day}"`,
      );
    }
    seen.add(key);
    return [match];
  });
}
