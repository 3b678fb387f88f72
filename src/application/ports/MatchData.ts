// Ports of the match data, named by role (ARCHITECTURE.md). Each has an in-memory adapter and a
// TypeORM adapter, both held to one contract suite. IDs are decimal strings chosen by the store.
import type { HowItEnded } from '../../domain/standings/finalScore';
import type { Championship, Day, Group, Phase, Player, Team } from '../../domain/championship/Championship';
import type { EventTally } from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import type { LineupEntry, MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import type { Sport } from '../../domain/sport/Sport';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import type { TablePart } from '../../domain/standings/shiftStandings';
import type { WriteKeys } from './WriteKeys';

/** A record before the store gave it an id. */
export type New<T extends { id: string }> = Omit<T, 'id'>;

export interface Company {
  readonly id: string;
  readonly name: string;
  /** A company with an invalid licence is refused by the web API (spec 5.2.4). */
  readonly licenceValid: boolean;
}

export interface Companies {
  create(company: New<Company>): Promise<Company>;
  update(company: Company): Promise<void>;
  byId(id: string): Promise<Company | null>;
  byName(name: string): Promise<Company | null>;
  list(): Promise<Company[]>;
}

export interface ChampionshipFilter {
  readonly companyIds: readonly string[];
  readonly sport?: Sport;
  readonly includeArchived: boolean;
}

/** A championship read together with its days and one of its matches (get_match_snapshot). */
export interface ChampionshipWithMatch {
  readonly championship: Championship;
  /** Days in sporting order, as `days` gives them. */
  readonly days: Day[];
  /** The match; null when it is unknown or belongs to another championship. */
  readonly match: Match | null;
}

/** The teams of a championship with the players of some of them. */
export interface TeamsWithPlayers {
  /** Every team of the championship, as `teams` gives them. */
  readonly teams: Team[];
  /** Players of the asked teams that belong to the championship, in id order. */
  readonly players: Player[];
}

/** Championships and their structure: phases, groups, days, teams and players. */
export interface Championships {
  create(championship: New<Championship>): Promise<Championship>;
  update(championship: Championship): Promise<void>;
  byId(id: string): Promise<Championship | null>;
  /**
   * Inside a transaction: holds the championship for writing until the transaction ends, so
   * writers of its results and standings take turns across processes (a row lock on PostgreSQL;
   * SQLite and memory transactions already run one at a time). Returns false when it is unknown.
   */
  lockForWrite(championshipId: string): Promise<boolean>;
  /**
   * Inside the write transaction of anything that changes what a read of the championship returns
   * (its matches, events, line-ups, sets, structure, adjustments, standings): one statement that
   * increases its version (issue 11). Readers serve answers from memory until it changes.
   */
  bumpVersion(championshipId: string): Promise<void>;
  /** The championship's version (0 before its first write); null when it is unknown. */
  version(championshipId: string): Promise<number | null>;
  /** The natural key used by imports. */
  find(companyId: string, sport: Sport, name: string): Promise<Championship | null>;
  list(filter: ChampionshipFilter): Promise<Championship[]>;

  /** Days in sporting order (ascending `order`). */
  days(championshipId: string): Promise<Day[]>;
  phases(championshipId: string): Promise<Phase[]>;
  groups(championshipId: string): Promise<Group[]>;
  teams(championshipId: string): Promise<Team[]>;
  /** Players of the given teams, in one read. */
  players(teamIds: readonly string[]): Promise<Player[]>;
  /** The championship, its days and the match when it belongs to it, in one read; null when unknown. */
  withMatch(championshipId: string, matchId: string): Promise<ChampionshipWithMatch | null>;
  /** The championship's teams and the players of those of `teamIds` among them, in one read. */
  teamsWithPlayers(championshipId: string, teamIds: readonly string[]): Promise<TeamsWithPlayers>;

  addPhase(phase: New<Phase>): Promise<Phase>;
  addGroup(group: New<Group>): Promise<Group>;
  addDay(day: New<Day>): Promise<Day>;
  updateDay(day: Day): Promise<void>;
  addTeam(team: New<Team>): Promise<Team>;
  updateTeam(team: Team): Promise<void>;
  addPlayer(player: New<Player>): Promise<Player>;
  updatePlayer(player: Player): Promise<void>;
}

/** What the standings read of a match (issue 14: also how it ended, and its id for tennis sets). */
export type MatchResult = Pick<
  Match,
  'id' | 'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore' | HowItEnded
>;

/** Matches with their events, line-ups and tennis sets. */
export interface Matches {
  create(match: New<Match>): Promise<Match>;
  update(match: Match): Promise<void>;
  byId(id: string): Promise<Match | null>;
  /** Every match of a championship, ordered by day order, date, time, id. */
  ofChampionship(championshipId: string): Promise<Match[]>;
  /** Matches of the given days, in one read. */
  ofDays(dayIds: readonly string[]): Promise<Match[]>;
  /**
   * The results of the finished matches of a championship on days whose order is at least
   * `dayOrder`, in one read: what the standings count from that day on (in no particular order).
   */
  resultsFrom(championshipId: string, dayOrder: number): Promise<MatchResult[]>;

  /**
   * What the saved events of the match add up to, as setEventTally last stored it; null when an
   * event or a set of the match was written since by anything else (addEvent, updateEvent,
   * deleteEvent and setSets clear it), or it was never stored. While it is there, the match's
   * tennis sets are those its events give.
   */
  eventTally(matchId: string): Promise<EventTally | null>;
  /** Stores the tally of the match's saved events, after its events (and sets) were written. */
  setEventTally(matchId: string, tally: EventTally): Promise<void>;

  /** Events of a match, ordered by `sequence`. */
  events(matchId: string): Promise<MatchEvent[]>;
  event(eventId: string): Promise<MatchEvent | null>;
  addEvent(event: Omit<MatchEvent, 'id' | 'sequence'>): Promise<MatchEvent>;
  updateEvent(event: MatchEvent): Promise<void>;
  deleteEvent(eventId: string): Promise<void>;

  lineups(matchId: string): Promise<LineupEntry[]>;
  /** Replaces the line-up entries of one team in a match. */
  setLineup(matchId: string, teamId: string, entries: readonly LineupEntry[]): Promise<void>;

  sets(matchId: string): Promise<TennisSet[]>;
  /** Replaces the sets of a match (they derive from its events). */
  setSets(matchId: string, sets: readonly TennisSet[]): Promise<void>;
}

/** Stored standings tables, one per (championship, day), for history (spec 2.9). */
export interface Standings {
  /** Replaces every stored table of the championship. */
  replaceAll(championshipId: string, tables: readonly StandingsTable[]): Promise<void>;
  /**
   * Replaces the stored tables of the days whose order is at least `dayOrder` (those before stay)
   * with `tables`, which must all be of such days.
   */
  replaceFrom(championshipId: string, dayOrder: number, tables: readonly StandingsTable[]): Promise<void>;
  /** The stored table of the latest day whose order is below `dayOrder`; null when none. */
  latestBefore(championshipId: string, dayOrder: number): Promise<StandingsTable | null>;
  /** The table after the latest day that has one; null when none is stored. */
  current(championshipId: string): Promise<StandingsTable | null>;
  /** The table stored for that day; null when none. */
  atDay(championshipId: string, dayId: string): Promise<StandingsTable | null>;
  /**
   * Issue 11: hands the stored parts (one group's rows of one table, shiftStandings.TablePart)
   * that hold any of `teamIds`, in every table from the one of `dayId` on, to `shift`, which
   * changes their rows in place, and stores them again when it returns true. Returns what `shift`
   * returned; false, with nothing changed, when that day has no table or no part holds those teams.
   * A part of a group whose phase is not the day's (both have one) is not handed: a result of that
   * day counts in no table of that group (projectStandings).
   */
  shiftFrom(
    championshipId: string,
    dayId: string,
    teamIds: readonly string[],
    shift: (parts: readonly TablePart[]) => boolean,
  ): Promise<boolean>;
}

/** The stores of the match data, as seen inside one transaction. */
export interface MatchDataStores {
  readonly companies: Companies;
  readonly championships: Championships;
  readonly matches: Matches;
  readonly standings: Standings;
  /** Web writes kept under their Idempotency-Key (written in the write's own transaction). */
  readonly writeKeys: WriteKeys;
}

/**
 * A transaction boundary: everything `work` writes is committed together, or nothing is when
 * it throws (issue 3: nothing is half-saved).
 */
export interface Transactions {
  run<T>(work: (stores: MatchDataStores) => Promise<T>): Promise<T>;
}
