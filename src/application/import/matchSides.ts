import type { Sport } from '../../domain/sport/Sport';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';

/** The two teams of the match being read, by name. */
export interface MatchSides {
  readonly sport: Sport;
  readonly home: string;
  readonly away: string;
}

// Inside the parser, teams are identified by their names and players by "team\nname".
export const parserPlayerRef = (team: string, name: string) => `${team}\n${name}`;

/** The club or team named at `path`, when it is one of the two teams of the match; else "". */
export function isOfTheMatch(team: string, path: string, sides: MatchSides, issues: ImportIssues): string {
  if (team !== '' && team !== sides.home && team !== sides.away) {
    issues.add(path, `"${team}" is not one of the two teams of the match`);
    return '';
  }
  return team;
}

/** The player named at `path`, checked against the team's players. */
export function knownPlayer(
  name: string,
  path: string,
  team: string,
  keys: DocumentKeys,
  issues: ImportIssues,
) {
  if (name !== '' && team !== '' && !keys.players.get(team)?.has(name)) {
    issues.add(path, `unknown player "${name}" of team "${team}"`);
  }
  return name;
}
