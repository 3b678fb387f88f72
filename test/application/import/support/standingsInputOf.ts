import type { MatchdeskDocument } from '../../../../src/application/import/MatchdeskDocument';
import { DEFAULT_TIE_BREAK } from '../../../../src/application/import/MatchdeskDocument';
import { rulesOf } from '../../../../src/domain/sport/SportRules';
import type { StandingsInput } from '../../../../src/domain/standings/projectStandings';

/**
 * The standings input of a parsed document without any store: every record's id is its natural
 * key (day label, team name, group name).
 */
export function standingsInputOf(doc: MatchdeskDocument, championshipId = 'c1'): StandingsInput {
  const teamId = (name: string) => name;
  return {
    championship: {
      id: championshipId,
      pointsRule: doc.championship.pointsRule ?? rulesOf(doc.championship.sport).defaultPointsRule,
      tieBreak: doc.championship.tieBreak ?? DEFAULT_TIE_BREAK,
      adjustments: (doc.adjustments ?? []).map((a) => ({
        teamId: teamId(a.team),
        points: a.points,
        reason: a.reason,
      })),
    },
    days: doc.days.map((d) => ({
      id: d.label,
      championshipId,
      label: d.label,
      order: d.order,
      phaseId: d.phase,
    })),
    groups: doc.groups.map((g) => ({ id: g.name, championshipId, phaseId: g.phase, name: g.name })),
    teams: doc.teams.map((t) => ({
      id: teamId(t.name),
      championshipId,
      name: t.name,
      shortName: t.shortName,
      groupId: t.group,
    })),
    matches: doc.matches.map((m) => ({
      dayId: m.day,
      homeTeamId: teamId(m.home),
      awayTeamId: teamId(m.away),
      status: m.status,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
    })),
  };
}
