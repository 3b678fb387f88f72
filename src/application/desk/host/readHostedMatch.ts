import type { Championship } from '../../../domain/championship/Championship';
import { publishedDecidedIn } from '../../../domain/match/Outcome';
import type { Match } from '../../../domain/match/Match';
import { matchDayIds } from '../../../domain/match/MatchDays';
import { assembleMatchSnapshot } from '../../../domain/match/MatchSnapshot';
import type { HostedMatch } from '../../ports/DeskHost';
import type { MatchDataStores } from '../../ports/MatchData';
import { ExplainStandings } from '../../standings/ExplainStandings';

/**
 * The host's texts for overlays and control surfaces (issue 14): how the match was decided, and
 * why each team of its group is where it is (one line per pair of level neighbours).
 */
async function outcomeTexts(
  stores: Pick<MatchDataStores, 'championships' | 'matches'>,
  championship: Championship,
  match: Match,
): Promise<Record<string, string>> {
  const explained = await new ExplainStandings(stores).run(championship);
  const lines = explained.ok
    ? explained.value.explanations.filter((e) => match.groupId === '' || e.groupId === match.groupId)
    : [];
  return {
    decided_in: publishedDecidedIn(match) ?? '',
    standings_explanation: lines.map((e) => e.text).join('\n'),
  };
}

/**
 * Reads a match for the desk: what `openDesk` needs, and the four sections built by the web
 * snapshot's projection (spec 2.1: "built by the same projections"). The workstation user sees
 * every match of the championship.
 */
export async function readHostedMatch(
  stores: Pick<MatchDataStores, 'championships' | 'matches' | 'standings'>,
  championship: Championship,
  match: Match,
  canEdit: boolean,
): Promise<HostedMatch> {
  const { championships, matches, standings } = stores;
  const [days, teams, events, lineups, standing] = await Promise.all([
    championships.days(championship.id),
    championships.teams(championship.id),
    matches.events(match.id),
    matches.lineups(match.id),
    standings.current(championship.id),
  ]);
  const dayMatches = await matches.ofDays(matchDayIds(days, match.dayId));
  const teamIds = new Set([match.homeTeamId, match.awayTeamId]);
  for (const other of dayMatches) teamIds.add(other.homeTeamId).add(other.awayTeamId);
  teamIds.delete('');
  const players = await championships.players([...teamIds]);
  const texts = await outcomeTexts(stores, championship, match);
  const snapshot = assembleMatchSnapshot({
    championship,
    match,
    days,
    teams,
    players,
    events,
    dayMatches,
    standings: standing?.rows ?? [],
    isVisible: () => true,
  });
  const home = teams.find((t) => t.id === match.homeTeamId);
  const away = teams.find((t) => t.id === match.awayTeamId);
  if (!home || !away) throw new Error(`match ${match.id} names a team its championship does not have`);
  const ofTheMatch = (teamId: string) => teamId === match.homeTeamId || teamId === match.awayTeamId;
  return {
    source: {
      match,
      home,
      away,
      players: players.filter((p) => ofTheMatch(p.teamId)),
      lineups,
      events,
      canEdit,
      texts,
    },
    sections: {
      match: snapshot.match,
      matchDays: snapshot.matchDays,
      scorers: snapshot.scorers,
      standings: snapshot.standings,
    },
  };
}
