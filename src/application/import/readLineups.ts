import { rulesOf } from '../../domain/sport/SportRules';
import type { DocumentKeys } from './DocumentKeys';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskLineupEntry } from './MatchdeskDocument';
import type { Item, MatchSides } from './matchSides';
import { isOfTheMatch, knownPlayer, parserPlayerRef as playerRef } from './matchSides';

/** Line-up entries: team sports only, players of one of the two teams, each listed once. */
export function readLineups(
  listPath: string,
  items: Item[],
  sides: MatchSides,
  keys: DocumentKeys,
  issues: ImportIssues,
) {
  if (items.length > 0 && !rulesOf(sides.sport).hasLineups) {
    issues.add(listPath, `${sides.sport} has no line-ups`);
    return [];
  }
  const seen = new Set<string>();
  return items.flatMap(({ value, path }): MatchdeskLineupEntry[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const team = o.mustHave('team') ? isOfTheMatch(o, 'team', sides, issues) : '';
    const player = o.mustHave('player') ? knownPlayer(o, 'player', team, keys, issues) : '';
    // An entry is a player of one of the two teams: an empty name is neither (it reached the
    // store as a broken reference, and the import failed).
    const given = value as Record<string, unknown>;
    if (given.team === '') issues.add(childPath(path, 'team'), 'must name one of the two teams');
    if (given.player === '') issues.add(childPath(path, 'player'), 'must name a player of the team');
    const role = o.mustHave('role') ? o.oneOf('role', ['field', 'bench'] as const, 'field') : 'field';
    const number = o.text('number', keys.players.get(team)?.get(player)?.number ?? '');
    o.finish();
    if (seen.has(playerRef(team, player)))
      issues.add(childPath(path, 'player'), `"${player}" is listed twice`);
    seen.add(playerRef(team, player));
    return [{ team, player, role, number }];
  });
}
