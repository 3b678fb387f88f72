import { rulesOf } from '../../domain/sport/SportRules';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import type { LineupInput } from './MatchdeskInput';
import { textOf } from './MatchdeskInput';
import type { MatchdeskLineupEntry } from './MatchdeskDocument';
import type { MatchSides } from './matchSides';
import { isOfTheMatch, knownPlayer, parserPlayerRef as playerRef } from './matchSides';

/** Line-up entries: team sports only, players of one of the two teams, each listed once. */
export function readLineups(
  listPath: string,
  items: readonly LineupInput[],
  sides: MatchSides,
  keys: DocumentKeys,
  issues: ImportIssues,
): MatchdeskLineupEntry[] {
  if (items.length > 0 && !rulesOf(sides.sport).hasLineups) {
    issues.add(listPath, `${sides.sport} has no line-ups`);
    return [];
  }
  const seen = new Set<string>();
  return items.map((entry, i) => {
    const path = `${listPath}[${i}]`;
    const team = isOfTheMatch(textOf(entry.team), `${path}.team`, sides, issues);
    const player = knownPlayer(textOf(entry.player), `${path}.player`, team, keys, issues);
    // An entry is a player of one of the two teams: an empty name is neither (it reached the
    // store as a broken reference, and the import crashed: found by the fuzz).
    if (textOf(entry.team) === '') issues.add(`${path}.team`, 'must name one of the two teams');
    if (textOf(entry.player) === '') issues.add(`${path}.player`, 'must name a player of the team');
    const given = entry.number === undefined || entry.number === null ? null : textOf(entry.number);
    const number = given ?? keys.players.get(team)?.get(player)?.number ?? '';
    if (seen.has(playerRef(team, player))) issues.add(`${path}.player`, `"${player}" is listed twice`);
    seen.add(playerRef(team, player));
    return { team, player, role: entry.role, number };
  });
}
