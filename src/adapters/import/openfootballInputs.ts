import { IsOptional } from 'class-validator';
import type { OpenfootballInput, ScorePair } from '../../application/import/parseOpenfootball';
import { Check } from '../validation/Check';
import { Input } from '../validation/Input';
import { CalendarDate, Formatted, List, Name, Nested, Required, Text } from './importFields';
import { IMPORT_REFUSAL } from './matchdeskInputs';
import { isWhole, WHOLE_MAX } from '../../domain/shared/wholeNumber';

// The public openfootball football.json format (docs/import-formats.md) as input classes. Its
// other fields (num, group, goals1, score.ht, ...) are not read: the classes are open.

type Maybe<T> = T | null | undefined;

const SEASON = { ...IMPORT_REFUSAL, closed: false, nested: true } as const;

/** A time, with an optional zone after it ("18:30 UTC+2"): the zone is dropped. */
const TIME = /^([01]?\d|2[0-3]):[0-5]\d[\s\S]*$/;

const isPair = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every((n) => isWhole(n, 0));

const Pair = () =>
  Check(
    'scorePair',
    isPair,
    { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0, maximum: WHOLE_MAX } },
    { message: `must be two whole numbers from 0 to ${WHOLE_MAX} [home, away]` },
  );

@Input(SEASON)
export class OpenfootballScore {
  @IsOptional() @Pair() ft?: Maybe<ScorePair>;
  @IsOptional() @Pair() et?: Maybe<ScorePair>;
  @IsOptional() @Pair() p?: Maybe<ScorePair>;
}

@Input(SEASON)
export class OpenfootballMatch {
  @Name() round!: string;
  @CalendarDate('openfootballDate') date?: Maybe<string | number>;
  @Formatted('openfootballTime', TIME, 'a time HH:MM (or H:MM)') time?: Maybe<string | number>;
  @Name() team1!: string;
  @Name() team2!: string;
  @Text() ground?: Maybe<string | number>;
  @IsOptional() @Nested(() => OpenfootballScore) score?: Maybe<OpenfootballScore>;
}

@Input(SEASON)
export class OpenfootballFile implements OpenfootballInput {
  @Name() name!: string;
  @Required() @List(() => OpenfootballMatch) matches!: OpenfootballMatch[];
}
