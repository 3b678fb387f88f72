import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { MATCHDESK_FORMAT, MATCHDESK_VERSION } from './MatchdeskDocument';
import { parseMatchdesk } from './parseMatchdesk';

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
  readonly score: readonly [number, number] | null;
  readonly penalties: readonly [number, number] | null;
}

function pair(o: JsonObject | null, key: string, issues: ImportIssues): [number, number] | null {
  const v = o?.field(key);
  if (!o || v === undefined || v === null) return null;
  const good = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (Array.isArray(v) && v.length === 2 && good(v[0]) && good(v[1])) return [v[0] as number, v[1] as number];
  issues.add(childPath(o.path, key), 'must be two whole numbers [home, away]');
  return null;
}

// Other fields of football.json (num, group, goals1, ...) are not read.
function readMatch(o: JsonObject, issues: ImportIssues): OpenfootballMatch {
  const score = o.object('score');
  return {
    round: o.requiredText('round'),
    date: o.text('date'),
    time: o.text('time').slice(0, 5),
    team1: o.requiredText('team1'),
    team2: o.requiredText('team2'),
    ground: o.text('ground'),
    score: pair(score, 'et', issues) ?? pair(score, 'ft', issues),
    penalties: pair(score, 'p', issues),
  };
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
export function parseOpenfootball(json: unknown): Result<MatchdeskDocument, DomainError> {
  const issues = new ImportIssues();
  const root = JsonObject.at(json, '', issues);
  const name = root?.requiredText('name') ?? '';
  root?.mustHave('matches');
  const matches = (root?.array('matches') ?? []).flatMap(({ value, path }) => {
    const o = JsonObject.at(value, path, issues);
    return o ? [readMatch(o, issues)] : [];
  });
  if (issues.any) return err(issues.toError());

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
      info: { stadium: m.ground },
    })),
  });
}
