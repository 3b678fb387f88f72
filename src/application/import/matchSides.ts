import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath } from './JsonObject';
import type { JsonObject } from './JsonObject';
import type { Sport } from '../../domain/sport/Sport';

/** A list item of the document with its path, e.g. `matches[3]`. */
export type Item = { value: unknown; path: string };

/** The two teams of the match being read, by name. */
export interface MatchSides {
  readonly sport: Sport;
  readonly home: string;
  readonly away: string;
}

// Inside the parser, teams are identified by their names and players by "team\nname".
export const parserPlayerRef = (team: string, name: string) => `${team}\n${name}`;

/** The club or team named at `field`, when it is one of the two teams of the match; else "". */
export function isOfTheMatch(o: JsonObject, field: string, sides: MatchSides, issues: ImportIssues): string {
  const team = o.text(field);
  if (team !== '' && team !== sides.home && team !== sides.away) {
    issues.add(childPath(o.path, field), `"${team}" is not one of the two teams of the match`);
    return '';
  }
  return team;
}

/** The player named at `field`, checked against the team's players. */
export function knownPlayer(
  o: JsonObject,
  field: string,
  team: string,
  keys: DocumentKeys,
  issues: ImportIssues,
) {
  const name = o.text(field);
  if (name !== '' && team !== '' && !keys.players.get(team)?.has(name)) {
    issues.add(childPath(o.path, field), `unknown player "${name}" of team "${team}"`);
  }
  return name;
}
