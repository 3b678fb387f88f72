import type { PointsRule } from '../sport/SportRules';

/** A final score between two teams, as the standings read it. */
export interface FinalScore {
  readonly homeTeamId: string;
  readonly awayTeamId: string;
  readonly homeScore: number;
  readonly awayScore: number;
}

/** One team's accumulated record in a table. */
export interface TeamRecord {
  readonly teamId: string;
  readonly name: string;
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  /** Includes adjustments, so it may be negative (spec 2.9). */
  readonly points: number;
}

export function emptyRecord(teamId: string, name: string): TeamRecord {
  return { teamId, name, played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

export function goalDifference(r: Pick<TeamRecord, 'goalsFor' | 'goalsAgainst'>): number {
  return r.goalsFor - r.goalsAgainst;
}

/** The record after one more match scored `scored`–`conceded`. */
export function withMatch(r: TeamRecord, scored: number, conceded: number, rule: PointsRule): TeamRecord {
  const won = scored > conceded;
  const drawn = scored === conceded;
  return {
    teamId: r.teamId,
    name: r.name,
    played: r.played + 1,
    wins: r.wins + (won ? 1 : 0),
    draws: r.draws + (drawn ? 1 : 0),
    losses: r.losses + (!won && !drawn ? 1 : 0),
    goalsFor: r.goalsFor + scored,
    goalsAgainst: r.goalsAgainst + conceded,
    points: r.points + (won ? rule.win : drawn ? rule.draw : rule.loss),
  };
}

export function withPoints(r: TeamRecord, points: number): TeamRecord {
  return { ...r, points: r.points + points };
}

/** Records of the given teams built from the scores among them (other scores are ignored). */
export function recordsFrom(
  teams: readonly { readonly id: string; readonly name: string }[],
  scores: readonly FinalScore[],
  rule: PointsRule,
): Map<string, TeamRecord> {
  const records = new Map(teams.map((t) => [t.id, emptyRecord(t.id, t.name)]));
  for (const s of scores) {
    const home = records.get(s.homeTeamId);
    const away = records.get(s.awayTeamId);
    if (!home || !away) continue;
    records.set(s.homeTeamId, withMatch(home, s.homeScore, s.awayScore, rule));
    records.set(s.awayTeamId, withMatch(away, s.awayScore, s.homeScore, rule));
  }
  return records;
}
