import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { Text } from './MatchdeskInput';
import { textOf } from './MatchdeskInput';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { MATCHDESK_FORMAT, MATCHDESK_VERSION } from './MatchdeskDocument';
import { parseMatchdesk } from './parseMatchdesk';

/** A final score or a shootout: [home, away]. */
export type ScorePair = readonly [number, number];

/**
 * A football.json season (the public openfootball format) whose fields have the right types (the
 * import adapter checks a file). Other fields of football.json (num, group, goals1, score.ht...)
 * are not read.
 */
export interface OpenfootballInput {
  readonly name: string;
  readonly matches: readonly {
    readonly round: string;
    readonly date?: Text | null;
    readonly time?: Text | null;
    readonly team1: string;
    readonly team2: string;
    readonly ground?: Text | null;
    readonly score?: {
      readonly ft?: ScorePair | null;
      readonly et?: ScorePair | null;
      readonly p?: ScorePair | null;
    } | null;
  }[];
}

/** "Deutsche Bundesliga 2023/24" → competition "Deutsche Bundesliga", season "2023/24". */
const SEASON_AT_END = /^(.*\S)\s+(\d{4}(?:[/-]\d{2}(?:\d{2})?)?)$/;

interface OpenfootballMatch {
  readonly round: string;
  readonly date: string;
  readonly time: string;
  readonly team1: string;
  readonly team2: string;
  readonly ground: string;
  /** Final score: after extra time when there was some. */
  readonly score: ScorePair | null;
  /** The score at full time when extra time followed it (`et` beside `ft`), else null. */
  readonly regulation: ScorePair | null;
  readonly penalties: ScorePair | null;
}

function readMatch(m: OpenfootballInput['matches'][number]): OpenfootballMatch {
  return {
    // A day exists through its label, as a team through its name (found by QA: "Matchday 1 ").
    round: m.round.trim(),
    date: textOf(m.date),
    // "9:30" as some seasons write a morning kick-off (openfootball 2025-26 at.2) is 09:30.
    time: textOf(m.time)
      .replace(/^(\d):/, '0$1:')
      .slice(0, 5),
    // Teams exist through their names here: a stray space must not make a second team (found by
    // review: " Empoli FC" imported 21 teams instead of 20).
    team1: m.team1.trim(),
    team2: m.team2.trim(),
    ground: textOf(m.ground),
    score: m.score?.et ?? m.score?.ft ?? null,
    regulation: m.score?.et && m.score.ft ? m.score.ft : null,
    penalties: m.score?.p ?? null,
  };
}

/**
 * A match that went to extra time from a level full time (`et` beside a level `ft`, found by QA:
 * it read as won in regulation, so IIHF or NHL points gave the loser nothing): decided in overtime
 * when extra time gave a winner, with its full-time score as the regulation score; a level score
 * after extra time went on to the penalties (`p`), read as a shootout as before.
 */
function wentToExtraTime(m: OpenfootballMatch) {
  const [home, away] = m.regulation ?? [];
  // A full time that was not level went to extra time on the aggregate of a two-legged tie (the
  // second leg of a UEFA tie): its own result was reached in regulation time, as read before (found
  // by review: Chelsea-Napoli 2011-12, 3-1 then 4-1, refused the whole season).
  if (home === undefined || away === undefined || home !== away) return {};
  if (!m.score || m.score[0] === m.score[1] || m.penalties) return {};
  return { decidedIn: 'overtime' as const, homeRegulationScore: home, awayRegulationScore: away };
}

/** Rounds become days with their real labels, ordered by their first date (then by first appearance). */
function days(matches: readonly OpenfootballMatch[]): string[] {
  const firstDate = new Map<string, string>();
  for (const m of matches) {
    const seen = firstDate.get(m.round);
    if (seen === undefined || (m.date !== '' && (seen === '' || m.date < seen)))
      firstDate.set(m.round, m.date);
  }
  const appearance = [...firstDate.keys()];
  // Undated rounds go last.
  const dated = (round: string) => firstDate.get(round) || '9999';
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...appearance].sort(
    (a, b) => compare(dated(a), dated(b)) || appearance.indexOf(a) - appearance.indexOf(b),
  );
}

/**
 * Converts the public openfootball football.json format into a matchdesk document (sport
 * football): teams in order of appearance, a match with a full-time score is finished, one
 * without is scheduled. The result is checked like any matchdesk document.
 */
export function parseOpenfootball(input: OpenfootballInput): Result<MatchdeskDocument, DomainError> {
  const name = input.name;
  const matches = input.matches.map(readMatch);

  const season = SEASON_AT_END.exec(name);
  const teams = [...new Set(matches.flatMap((m) => [m.team1, m.team2]))];
  return parseMatchdesk({
    format: MATCHDESK_FORMAT,
    version: MATCHDESK_VERSION,
    championship: {
      name,
      sport: 'football',
      competition: season?.[1] ?? name,
      season: season?.[2] ?? '',
    },
    days: days(matches).map((label, i) => ({ label, order: i + 1 })),
    teams: teams.map((team) => ({ name: team })),
    matches: matches.map((m) => ({
      day: m.round,
      home: m.team1,
      away: m.team2,
      date: m.date,
      time: m.time,
      status: m.score ? 'finished' : 'scheduled',
      homeScore: m.score?.[0] ?? null,
      awayScore: m.score?.[1] ?? null,
      homeShootoutScore: m.penalties?.[0] ?? null,
      awayShootoutScore: m.penalties?.[1] ?? null,
      ...wentToExtraTime(m),
      info: { stadium: m.ground },
    })),
  });
}
