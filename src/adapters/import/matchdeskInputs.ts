import { Allow, IsOptional } from 'class-validator';
import type {
  AdjustmentInput,
  ChampionshipInput,
  DayInput,
  EventInput,
  GroupInput,
  InfoInput,
  LineupInput,
  MatchdeskInput,
  MatchInput,
  PersonInput,
  PhaseInput,
  PlayerInput,
  SetInput,
  TeamInput,
} from '../../application/import/MatchdeskInput';
import { MATCHDESK_FORMAT, MATCHDESK_VERSION } from '../../application/import/MatchdeskDocument';
import type { TieBreakPolicy } from '../../domain/championship/Championship';
import { MATCH_STATUSES } from '../../domain/match/Match';
import type { MatchStatus } from '../../domain/match/Match';
import type { LineupRole } from '../../domain/match/MatchEvent';
import { DECIDED_IN, SIDES } from '../../domain/match/Outcome';
import type { DecidedIn } from '../../domain/match/Outcome';
import type { Side } from '../../domain/match/Side';
import { SPORTS } from '../../domain/sport/Sport';
import type { Sport } from '../../domain/sport/Sport';
import { OVERTIME_SCORINGS, SHOOTOUT_GOALS } from '../../domain/sport/SportRules';
import type { OvertimeScoring, ShootoutGoal } from '../../domain/sport/SportRules';
import { CRITERIA, isCriterion } from '../../domain/standings/criteria';
import { isTieBreakPreset, PARTIAL_SEPARATIONS, TIE_BREAK_PRESETS } from '../../domain/standings/presets';
import { Check } from '../validation/Check';
import { Input } from '../validation/Input';
import { NameText } from '../validation/Chars';
import type { InputOptions } from '../validation/Input';
import {
  CalendarDate,
  Flag,
  Formatted,
  Is,
  List,
  Name,
  Nested,
  OneOf,
  Required,
  RequiredText,
  Text,
  Whole,
} from './importFields';
import { isPlainObject } from '../validation/plainObject';

// The "matchdesk" import document (docs/import-formats.md) as input classes: every field typed,
// an unknown field refused (it is usually a typo), absent and null fields left to their defaults.
// The references between records, uniqueness and the sport rules are the application's
// (parseMatchdesk).

type Maybe<T> = T | null | undefined;

/** How a refused document is told: `invalid_import`, the first problem, each one by path. */
export const IMPORT_REFUSAL: Omit<InputOptions, 'closed' | 'nested'> = {
  code: 'invalid_import',
  unknownField: () => 'unknown field',
  maxDetails: 50,
  message: (details) => {
    const paths = Object.keys(details);
    const first = paths[0];
    if (first === undefined) return 'invalid document';
    const more = paths.length > 1 ? ` (and ${paths.length - 1} more)` : '';
    return `${first === '' ? '' : `${first}: `}${details[first]}${more}`;
  },
};

const DOCUMENT = { ...IMPORT_REFUSAL, closed: true, nested: true } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A chain names each criterion once (a criterion that did not separate teams cannot separate
 * them again): at most one of each, which also bounds the work of every ranking it orders.
 */
const isChain = (criteria: unknown): boolean =>
  Array.isArray(criteria) &&
  criteria.length > 0 &&
  criteria.every(isCriterion) &&
  new Set(criteria).size === criteria.length;

/** A preset name, a list of criteria, or `{criteria, partial}` (docs/import-formats.md "Ranking rules"). */
function isTieBreak(v: unknown): boolean {
  if (isTieBreakPreset(v) || isChain(v)) return true;
  if (!isPlainObject(v)) return false;
  const { criteria, partial, ...rest } = v;
  const partialKnown =
    partial === undefined ||
    partial === null ||
    (PARTIAL_SEPARATIONS as readonly unknown[]).includes(partial);
  return isChain(criteria) && partialKnown && Object.keys(rest).length === 0;
}

const CHAIN = {
  type: 'array',
  minItems: 1,
  maxItems: CRITERIA.length,
  uniqueItems: true,
  items: { enum: [...CRITERIA] },
};

@Input(DOCUMENT)
export class PointsRuleInput {
  @Required() @Whole() win!: number;
  @Required() @Whole() draw!: number;
  @Required() @Whole() loss!: number;
  @IsOptional() @Whole() overtimeWin?: number;
  @IsOptional() @Whole() overtimeLoss?: number;
  @IsOptional() @Whole() shootoutWin?: number;
  @IsOptional() @Whole() shootoutLoss?: number;
  @IsOptional() @Whole() walkoverLoss?: number;
  @IsOptional() @Whole(0) walkoverScore?: number;
  @IsOptional() @OneOf(SHOOTOUT_GOALS) shootoutGoal?: ShootoutGoal;
  @IsOptional() @OneOf(OVERTIME_SCORINGS) overtimeScoring?: OvertimeScoring;
}

@Input(DOCUMENT)
export class ChampionshipEntry implements ChampionshipInput {
  @Name() name!: string;
  @Required() @OneOf(SPORTS) sport!: Sport;
  @Text() competition?: Maybe<string | number>;
  @Text() season?: Maybe<string | number>;
  @IsOptional() @Nested(() => PointsRuleInput) pointsRule?: Maybe<PointsRuleInput>;

  @IsOptional()
  @Check(
    'tieBreak',
    isTieBreak,
    {
      anyOf: [
        { enum: [...TIE_BREAK_PRESETS] },
        CHAIN,
        {
          type: 'object',
          additionalProperties: false,
          required: ['criteria'],
          properties: { criteria: CHAIN, partial: { enum: [...PARTIAL_SEPARATIONS, null] } },
        },
      ],
    },
    {
      message: `must be one of ${TIE_BREAK_PRESETS.join(', ')}, or a list of criteria among ${CRITERIA.join(', ')}, each at most once (docs/import-formats.md)`,
    },
  )
  tieBreak?: Maybe<TieBreakPolicy>;

  @Flag() archived?: Maybe<boolean>;
}

@Input(DOCUMENT)
export class PhaseEntry implements PhaseInput {
  @Name() name!: string;
  @IsOptional() @Whole() order?: Maybe<number>;
}

@Input(DOCUMENT)
export class GroupEntry implements GroupInput {
  @Name() name!: string;
  @Text() phase?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class DayEntry implements DayInput {
  @Name() label!: string;
  @IsOptional() @Whole() order?: Maybe<number>;
  @Text() phase?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class TeamEntry implements TeamInput {
  @Name() name!: string;
  @Text() @NameText() shortName?: Maybe<string | number>;
  @Text() group?: Maybe<string | number>;
  @IsOptional() @Whole(1) ranking?: Maybe<number>;
}

@Input(DOCUMENT)
export class PlayerEntry implements PlayerInput {
  @Name() team!: string;
  @Text() @NameText() firstName?: Maybe<string | number>;
  @Text() @NameText() lastName?: Maybe<string | number>;
  @Text() number?: Maybe<string | number>;
  @Text() position?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class PersonEntry implements PersonInput {
  @Text() role?: Maybe<string | number>;
  @Text() name?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class WeatherEntry {
  @Text() sky?: Maybe<string | number>;
  @Text() temperature?: Maybe<string | number>;
  @Text() humidity?: Maybe<string | number>;
  @Text() wind?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class InfoEntry implements InfoInput {
  @Text() city?: Maybe<string | number>;
  @Text() stadium?: Maybe<string | number>;
  @Text() venue?: Maybe<string | number>;
  @IsOptional() @List(() => PersonEntry) officials?: Maybe<PersonEntry[]>;
  @IsOptional() @List(() => PersonEntry) commentators?: Maybe<PersonEntry[]>;
  @IsOptional() @Nested(() => WeatherEntry) weather?: Maybe<WeatherEntry>;
}

/** Named as in the web write body (spec 4.2 rule 3); the sport rules check the values. */
@Input(DOCUMENT)
export class EventEntry implements EventInput {
  @Allow() type?: unknown;
  @Text() club?: Maybe<string | number>;
  @Text() player?: Maybe<string | number>;
  @Text() player_in?: Maybe<string | number>;
  @Allow() timer?: unknown;
  @Allow() additional_timer?: unknown;
  @Allow() value?: unknown;
  @Allow() set_number?: unknown;
  @Allow() note?: unknown;
}

@Input(DOCUMENT)
export class LineupEntry implements LineupInput {
  @RequiredText() team!: string | number;
  @RequiredText() player!: string | number;
  @Required() @OneOf(['field', 'bench']) role!: LineupRole;
  @Text() number?: Maybe<string | number>;
}

@Input(DOCUMENT)
export class SetEntry implements SetInput {
  @Required() @Whole(1) number!: number;
  @Required() @Whole(0) homeGames!: number;
  @Required() @Whole(0) awayGames!: number;
  @IsOptional() @Whole(0) homeTieBreak?: Maybe<number>;
  @IsOptional() @Whole(0) awayTieBreak?: Maybe<number>;
}

@Input(DOCUMENT)
export class MatchEntry implements MatchInput {
  @RequiredText() day!: string | number;
  @RequiredText() home!: string | number;
  @RequiredText() away!: string | number;
  @CalendarDate('importDate') date?: Maybe<string | number>;
  @Formatted('importTime', TIME, 'a time HH:MM') time?: Maybe<string | number>;
  @IsOptional() @OneOf(MATCH_STATUSES) status?: Maybe<MatchStatus>;
  @Text() timer?: Maybe<string | number>;
  @Text() period?: Maybe<string | number>;
  @IsOptional() @Whole(0) homeScore?: Maybe<number>;
  @IsOptional() @Whole(0) awayScore?: Maybe<number>;
  @IsOptional() @Whole(0) homeShootoutScore?: Maybe<number>;
  @IsOptional() @Whole(0) awayShootoutScore?: Maybe<number>;
  @IsOptional() @Nested(() => InfoEntry) info?: Maybe<InfoEntry>;
  @IsOptional() @OneOf(DECIDED_IN) decidedIn?: Maybe<DecidedIn>;
  @IsOptional() @OneOf(SIDES) retired?: Maybe<Side>;
  @IsOptional() @OneOf(SIDES) walkover?: Maybe<Side>;
  @IsOptional() @Whole(0) homeRegulationScore?: Maybe<number>;
  @IsOptional() @Whole(0) awayRegulationScore?: Maybe<number>;
  @IsOptional() @List(() => EventEntry) events?: Maybe<EventEntry[]>;
  @IsOptional() @List(() => LineupEntry) lineups?: Maybe<LineupEntry[]>;
  @IsOptional() @List(() => SetEntry) sets?: Maybe<SetEntry[]>;
}

@Input(DOCUMENT)
export class AdjustmentEntry implements AdjustmentInput {
  @Name() team!: string;
  @Required() @Whole() points!: number;
  @Text() reason?: Maybe<string | number>;
}

/** The whole document. */
@Input(DOCUMENT)
export class MatchdeskFile implements MatchdeskInput {
  @Is(MATCHDESK_FORMAT, `must be "${MATCHDESK_FORMAT}"`) format!: 'matchdesk';
  @Is(MATCHDESK_VERSION, `must be ${MATCHDESK_VERSION}`) version!: 1;
  @Required() @Nested(() => ChampionshipEntry) championship!: ChampionshipEntry;
  @IsOptional() @List(() => PhaseEntry) phases?: Maybe<PhaseEntry[]>;
  @IsOptional() @List(() => GroupEntry) groups?: Maybe<GroupEntry[]>;
  @IsOptional() @List(() => DayEntry) days?: Maybe<DayEntry[]>;
  @IsOptional() @List(() => TeamEntry) teams?: Maybe<TeamEntry[]>;
  @IsOptional() @List(() => PlayerEntry) players?: Maybe<PlayerEntry[]>;
  @IsOptional() @List(() => MatchEntry) matches?: Maybe<MatchEntry[]>;
  @IsOptional() @List(() => AdjustmentEntry) adjustments?: Maybe<AdjustmentEntry[]>;
}
