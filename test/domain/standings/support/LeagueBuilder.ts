import type {
  Day,
  Group,
  PointsAdjustment,
  Team,
  TieBreakPolicy,
} from '../../../../src/domain/championship/Championship';
import type { Match } from '../../../../src/domain/match/Match';
import type { PointsRule } from '../../../../src/domain/sport/SportRules';
import type { StandingsInput } from '../../../../src/domain/standings/projectStandings';

type Result = StandingsInput['matches'][number];

/**
 * Builds a small championship for the standings projection, with teams named by their ids:
 * `LeagueBuilder.of('A', 'B').day(1).won('A', 2, 'B', 1).build()`.
 */
export class LeagueBuilder {
  private tieBreak: TieBreakPolicy = 'goal-difference';
  private pointsRule: PointsRule = { win: 3, draw: 1, loss: 0 };
  private readonly adjustments: PointsAdjustment[] = [];
  private readonly days: Day[] = [];
  private readonly groups: Group[] = [];
  private readonly teams: Team[];
  private readonly matches: Result[] = [];

  private constructor(names: readonly string[]) {
    this.teams = names.map((name) => ({ id: name, championshipId: 'c1', name, shortName: '', groupId: '' }));
  }

  static of(...names: string[]): LeagueBuilder {
    return new LeagueBuilder(names);
  }

  withTieBreak(policy: TieBreakPolicy): this {
    this.tieBreak = policy;
    return this;
  }

  withPointsRule(rule: PointsRule): this {
    this.pointsRule = rule;
    return this;
  }

  penalty(teamId: string, points: number): this {
    this.adjustments.push({ teamId, points, reason: 'test' });
    return this;
  }

  /** Puts teams in a group (group id = its name). */
  group(name: string, ...teamIds: string[]): this {
    this.groups.push({ id: name, championshipId: 'c1', phaseId: 'p1', name });
    for (const id of teamIds) {
      const i = this.teams.findIndex((t) => t.id === id);
      this.teams[i] = { ...(this.teams[i] as Team), groupId: name };
    }
    return this;
  }

  /** Starts a day; the matches added after it belong to it. Day id is `d<order>`. */
  day(order: number): this {
    this.days.push({ id: `d${order}`, championshipId: 'c1', label: `Day ${order}`, order, phaseId: '' });
    return this;
  }

  result(home: string, homeScore: number, away: string, awayScore: number): this {
    return this.match(home, away, 'finished', homeScore, awayScore);
  }

  match(
    home: string,
    away: string,
    status: Match['status'],
    homeScore: number | null,
    awayScore: number | null,
  ): this {
    const day = this.days[this.days.length - 1];
    if (!day) throw new Error('call day() before adding matches');
    this.matches.push({ dayId: day.id, homeTeamId: home, awayTeamId: away, status, homeScore, awayScore });
    return this;
  }

  build(): StandingsInput {
    return {
      championship: {
        id: 'c1',
        pointsRule: this.pointsRule,
        tieBreak: this.tieBreak,
        adjustments: [...this.adjustments],
      },
      days: [...this.days],
      groups: [...this.groups],
      teams: [...this.teams],
      matches: [...this.matches],
    };
  }
}
