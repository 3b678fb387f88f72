import type {
  Day,
  Group,
  PointsAdjustment,
  Team,
  TieBreakPolicy,
} from '../../../../src/domain/championship/Championship';
import type { Match } from '../../../../src/domain/match/Match';
import type { TennisSet } from '../../../../src/domain/match/MatchEvent';
import type { DecidedIn } from '../../../../src/domain/match/Outcome';
import type { Side } from '../../../../src/domain/match/Side';
import { setWinner } from '../../../../src/domain/match/TennisSets';
import type { Sport } from '../../../../src/domain/sport/Sport';
import type { PointsRule } from '../../../../src/domain/sport/SportRules';
import type { StandingsInput } from '../../../../src/domain/standings/projectStandings';

type Result = StandingsInput['matches'][number];

/**
 * Builds a small championship for the standings projection, with teams named by their ids:
 * `LeagueBuilder.of('A', 'B').day(1).won('A', 2, 'B', 1).build()`.
 */
export class LeagueBuilder {
  private tieBreak: TieBreakPolicy = 'goal-difference';
  private sport: Sport = 'football';
  private readonly sets = new Map<string, TennisSet[]>();
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

  withSport(sport: Sport): this {
    this.sport = sport;
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

  /** Gives a team its ranking or seeding (1 the best). */
  ranked(teamId: string, ranking: number): this {
    const i = this.teams.findIndex((t) => t.id === teamId);
    this.teams[i] = { ...(this.teams[i] as Team), ranking };
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

  /**
   * Starts a day; the matches added after it belong to it. Day id is `d<order>`. Its phase is ""
   * (none), or one named here: the groups' phase is `p1`.
   */
  day(order: number, phaseId = ''): this {
    this.days.push({ id: `d${order}`, championshipId: 'c1', label: `Day ${order}`, order, phaseId });
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

  /** A finished match that `side` stopped: it gave a walkover (the default) or retired; stored score given. */
  stopped(
    home: string,
    away: string,
    side: Side,
    how: 'walkover' | 'retired' = 'walkover',
    score: readonly [number, number] | null = [0, 0],
  ): this {
    this.match(home, away, 'finished', score?.[0] ?? null, score?.[1] ?? null);
    const last = this.matches.pop() as Result;
    this.matches.push({
      ...last,
      retired: how === 'retired' ? side : null,
      walkover: how === 'walkover' ? side : null,
    });
    return this;
  }

  /** A match decided in overtime with its regulation score: `overtime('A', 90, 'B', 85, 80)` (80-80 after regulation). */
  overtime(home: string, homeScore: number, away: string, awayScore: number, level: number): this {
    this.match(home, away, 'finished', homeScore, awayScore);
    const last = this.matches.pop() as Result;
    this.matches.push({ ...last, decidedIn: 'overtime', regulationScore: { home: level, away: level } });
    return this;
  }

  /** A match level after regulation time, decided in overtime (`home` wins by one) or by a shootout. */
  decided(
    home: string,
    level: number,
    away: string,
    winner: Side,
    decidedIn: Exclude<DecidedIn, 'regulation'>,
  ): this {
    const overtime = decidedIn === 'overtime';
    const homeScore = level + (overtime && winner === 'home' ? 1 : 0);
    const awayScore = level + (overtime && winner === 'away' ? 1 : 0);
    this.match(home, away, 'finished', homeScore, awayScore);
    const last = this.matches.pop() as Result;
    this.matches.push({
      ...last,
      decidedIn,
      homeShootoutScore: overtime ? null : winner === 'home' ? 3 : 2,
      awayShootoutScore: overtime ? null : winner === 'away' ? 3 : 2,
    });
    return this;
  }

  /**
   * A tennis match by its set scores from the home side, e.g. `tennis('A', 'B', '6-4 3-6 7-6')`;
   * `stopped` names the side that retired (after the games given) or gave a walkover.
   */
  tennis(home: string, away: string, score: string, stopped?: { retired?: Side; walkover?: Side }): this {
    const day = this.days[this.days.length - 1];
    if (!day) throw new Error('call day() before adding matches');
    const id = `m${this.matches.length + 1}`;
    const sets: TennisSet[] = score
      .split(' ')
      .filter((s) => s !== '')
      .map((s, i) => {
        const [h, a] = s.split('-').map(Number) as [number, number];
        return {
          matchId: id,
          number: i + 1,
          homeGames: h,
          awayGames: a,
          homeTieBreak: null,
          awayTieBreak: null,
          winner: setWinner({ homeGames: h, awayGames: a }),
        };
      });
    this.sets.set(id, sets);
    this.matches.push({
      id,
      dayId: day.id,
      homeTeamId: home,
      awayTeamId: away,
      status: 'finished',
      homeScore: sets.filter((s) => s.winner === 'home').length,
      awayScore: sets.filter((s) => s.winner === 'away').length,
      retired: stopped?.retired ?? null,
      walkover: stopped?.walkover ?? null,
    });
    return this;
  }

  build(): StandingsInput {
    return {
      sets: new Map(this.sets),
      championship: {
        id: 'c1',
        sport: this.sport,
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
