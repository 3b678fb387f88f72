import type { EventField, EventTypeDefinition } from './EventType';
import type { Sport } from './Sport';

/**
 * Points awarded in a standings table for a win, a draw and a loss. A match decided in overtime
 * or by a shootout gives `overtimeWin`/`overtimeLoss` or `shootoutWin`/`shootoutLoss`, which
 * default to `win` and `loss` (issue 14; docs/import-formats.md lists each body's rule).
 */
export interface PointsRule {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly overtimeWin?: number;
  readonly overtimeLoss?: number;
  readonly shootoutWin?: number;
  readonly shootoutLoss?: number;
  /**
   * Shootout goals in goals for and against: `winner` credits the shootout winner with one goal
   * (NHL Tie-Breaking Procedure note: "a victory in a shootout counts as one goal for, while a
   * shootout loss counts as one goal against"; IIHF Official Rule Book, Appendix 1, Goals and
   * assists iii: only the winning shootout goal is credited), `none` counts none (FIH: the
   * shoot-out is not part of the match). Default `none`.
   */
  readonly shootoutGoal?: ShootoutGoal;
  /**
   * Points of the side that gave a walkover (forfeit); default `loss`. FIBA Official Basketball
   * Rules, Art. 20.2.1: "the forfeiting team shall receive 0 classification points".
   */
  readonly walkoverLoss?: number;
  /**
   * The score a walked-over match counts for in the other sports than tennis: `walkoverScore`–0 for
   * the side that did not give it (FIBA Official Basketball Rules, Art. 20.2.1: "the score shall be
   * 20 to 0"; FIFA Disciplinary Code: a forfeit is lost 3-0; EHF: 10:0). At football and futsal
   * a stored win of that side by more stands (FIFA Disciplinary Code: the result on the pitch is
   * upheld when its goal difference is greater). Absent: the stored score, 0-0 when there is none.
   */
  readonly walkoverScore?: number;
  /**
   * Whether the goals or points of overtime count in the standings (goals for and against and every
   * criterion that reads them): `counted` (default) or `excluded`, when the match's regulation
   * score is known (EuroLeague Bylaws: "all points scored in extra period(s) will not be counted
   * in the standings, nor for any tie-break situation").
   */
  readonly overtimeScoring?: OvertimeScoring;
}

export const OVERTIME_SCORINGS = ['counted', 'excluded'] as const;
export type OvertimeScoring = (typeof OVERTIME_SCORINGS)[number];

export const SHOOTOUT_GOALS = ['none', 'winner'] as const;
export type ShootoutGoal = (typeof SHOOTOUT_GOALS)[number];

export interface SportRules {
  readonly sport: Sport;
  /** Team sports have line-ups (field/bench); tennis has sets. */
  readonly hasLineups: boolean;
  readonly hasSets: boolean;
  readonly defaultPointsRule: PointsRule;
  /**
   * Minutes of regulation play: a score after them is in overtime (issue 14: a deciding score in
   * an overtime period means `overtime`). null: the sport has no overtime (tennis).
   */
  readonly regulationMinutes: number | null;
  readonly eventTypes: readonly EventTypeDefinition[];
}

const TEAM_FIELDS: readonly EventField[] = ['club_id', 'player_id', 'timer', 'additional_timer', 'note'];

function teamEventTypes(opts: {
  scoreLabel: string;
  penaltyLabel: string;
  /** Type 7: the penalty of type 2 missed. Default "Missed penalty". */
  missedPenaltyLabel?: string;
  warning: string;
  exclusion: string;
  scoreValues: readonly number[];
  ownGoalValues: readonly number[];
}): EventTypeDefinition[] {
  const withValue: readonly EventField[] = [...TEAM_FIELDS, 'value'];
  return [
    {
      type: 1,
      key: 'score',
      label: opts.scoreLabel,
      effect: 'score',
      values: opts.scoreValues,
      required: ['club_id'],
      allowed: opts.scoreValues.length ? withValue : TEAM_FIELDS,
    },
    {
      type: 2,
      key: 'penalty_score',
      label: opts.penaltyLabel,
      effect: 'score',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 3,
      key: 'warning',
      label: opts.warning,
      effect: 'none',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 4,
      key: 'exclusion',
      label: opts.exclusion,
      effect: 'none',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 5,
      key: 'substitution',
      label: 'Substitution',
      effect: 'substitution',
      values: [],
      required: ['club_id', 'player_id', 'player_id_in'],
      allowed: [...TEAM_FIELDS, 'player_id_in'],
    },
    {
      type: 6,
      key: 'own_goal',
      label: 'Own goal',
      effect: 'own_goal',
      values: opts.ownGoalValues,
      required: ['club_id'],
      allowed: opts.ownGoalValues.length ? withValue : TEAM_FIELDS,
    },
    {
      type: 7,
      key: 'missed_penalty',
      label: opts.missedPenaltyLabel ?? 'Missed penalty',
      effect: 'none',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 8,
      key: 'shootout_goal',
      label: 'Shootout goal',
      effect: 'shootout_score',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 9,
      key: 'shootout_miss',
      label: 'Shootout miss',
      effect: 'none',
      values: [],
      required: ['club_id'],
      allowed: TEAM_FIELDS,
    },
    {
      type: 10,
      key: 'walkover',
      label: 'Walkover (forfeit)',
      effect: 'none',
      values: [],
      required: ['club_id'],
      allowed: ['club_id', 'note'],
    },
  ];
}

const football = teamEventTypes({
  scoreLabel: 'Goal',
  penaltyLabel: 'Penalty goal',
  warning: 'Yellow card',
  exclusion: 'Red card',
  scoreValues: [],
  ownGoalValues: [],
});

const TENNIS_FIELDS: readonly EventField[] = ['club_id', 'set_number', 'note'];

const tennis: EventTypeDefinition[] = [
  {
    type: 1,
    key: 'game',
    label: 'Game won',
    effect: 'game',
    values: [],
    required: ['club_id', 'set_number'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 2,
    key: 'tie_break_point',
    label: 'Tie-break point won',
    effect: 'tie_break_point',
    values: [],
    required: ['club_id', 'set_number'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 3,
    key: 'code_violation',
    label: 'Code violation',
    effect: 'none',
    values: [],
    required: ['club_id'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 4,
    key: 'point_penalty',
    label: 'Point penalty',
    effect: 'none',
    values: [],
    required: ['club_id'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 5,
    key: 'retirement',
    label: 'Retirement',
    effect: 'none',
    values: [],
    required: ['club_id'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 6,
    key: 'note',
    label: 'Umpire note',
    effect: 'none',
    values: [],
    required: ['note'],
    allowed: TENNIS_FIELDS,
  },
  {
    type: 7,
    key: 'walkover',
    label: 'Walkover',
    effect: 'none',
    values: [],
    required: ['club_id'],
    allowed: ['club_id', 'note'],
  },
];

const THREE_ONE_ZERO: PointsRule = { win: 3, draw: 1, loss: 0 };

// The defaults give each body's forfeit score where it publishes one: FIFA Disciplinary Code
// (3-0), the EHF's (10:0) and FIBA's (20-0, and 0 points to the forfeiting team, Art. 20.2.1).

export const SPORT_RULES: Readonly<Record<Sport, SportRules>> = {
  football: {
    sport: 'football',
    regulationMinutes: 90,
    hasLineups: true,
    hasSets: false,
    defaultPointsRule: { ...THREE_ONE_ZERO, walkoverScore: 3 },
    eventTypes: football,
  },
  futsal: {
    sport: 'futsal',
    regulationMinutes: 40,
    hasLineups: true,
    hasSets: false,
    defaultPointsRule: THREE_ONE_ZERO,
    eventTypes: football,
  },
  hockey: {
    sport: 'hockey',
    regulationMinutes: 60,
    hasLineups: true,
    hasSets: false,
    defaultPointsRule: THREE_ONE_ZERO,
    eventTypes: teamEventTypes({
      scoreLabel: 'Goal',
      penaltyLabel: 'Penalty goal',
      warning: 'Green card',
      exclusion: 'Yellow/red card',
      scoreValues: [],
      ownGoalValues: [],
    }),
  },
  handball: {
    sport: 'handball',
    regulationMinutes: 60,
    hasLineups: true,
    hasSets: false,
    defaultPointsRule: { win: 2, draw: 1, loss: 0, walkoverScore: 10 },
    eventTypes: teamEventTypes({
      scoreLabel: 'Goal',
      penaltyLabel: '7-metre goal',
      missedPenaltyLabel: 'Missed 7-metre throw',
      warning: 'Warning',
      exclusion: '2-minute suspension',
      scoreValues: [],
      ownGoalValues: [],
    }),
  },
  basketball: {
    sport: 'basketball',
    regulationMinutes: 40,
    hasLineups: true,
    hasSets: false,
    // FIBA: 2 points for a win, 1 for a loss (a forfeit would be 0).
    defaultPointsRule: { win: 2, draw: 1, loss: 1, walkoverLoss: 0, walkoverScore: 20 },
    eventTypes: teamEventTypes({
      scoreLabel: 'Field goal',
      penaltyLabel: 'Free throw',
      missedPenaltyLabel: 'Missed free throw',
      warning: 'Foul',
      exclusion: 'Disqualification',
      scoreValues: [2, 3],
      ownGoalValues: [2, 3],
    }),
  },
  tennis: {
    sport: 'tennis',
    regulationMinutes: null,
    hasLineups: false,
    hasSets: true,
    defaultPointsRule: { win: 1, draw: 0, loss: 0 },
    eventTypes: tennis,
  },
};

export function rulesOf(sport: Sport): SportRules {
  return SPORT_RULES[sport];
}

export function eventType(sport: Sport, type: number): EventTypeDefinition | undefined {
  return SPORT_RULES[sport].eventTypes.find((t) => t.type === type);
}

/**
 * Points an event adds to the side it benefits (spec 2.8: 1 at football, futsal, handball, hockey;
 * 1, 2 or 3 at basketball). 0 for an event that does not score in regular play.
 */
export function scoringPoints(sport: Sport, type: number, value: number | null): number {
  const def = eventType(sport, type);
  if (!def || (def.effect !== 'score' && def.effect !== 'own_goal')) return 0;
  if (def.values.length === 0) return 1;
  return value !== null && def.values.includes(value) ? value : (def.values[0] ?? 1);
}

/** A shootout goal or miss: shootout events feed only the shootout scores, never the scorers. */
export function isShootoutEvent(sport: Sport, type: number): boolean {
  const def = eventType(sport, type);
  return def !== undefined && (def.effect === 'shootout_score' || def.key === 'shootout_miss');
}
