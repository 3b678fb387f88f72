import {
  Equals,
  getMetadataStorage,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsObject,
  IsString,
  ValidateIf,
} from 'class-validator';
import type { JournalRecord } from '../../../application/ports/WriteJournal';
import { checkInput, type InputClass } from '../../validation/checkInput';
import { Check } from '../../validation/Check';
import { Input } from '../../validation/Input';
import { NestedInput } from '../../validation/nested';
import { Optional } from '../../validation/Optional';
import { isPlainObject } from '../../validation/plainObject';

// The write journal's records (issue 12) as input classes, checked by class-validator like the
// settings and session files (issue 13, "one validator"): every field the replay reads, of the
// type it reads, one class per `op`. Only those fields are checked: a field the classes do not
// declare (a later version's) is neither read nor checked, and the texts are the desk's own (a
// refusal copies the service's message as it came), so they are not scanned for what a store
// could not keep (`readBack`). A hand-edited record that breaks one of them is
// refused, naming its field (found by review: `"write": null` crashed the desk at every start, an
// `at` of "yesterday" made GET /state answer 500).

const RECORD = {
  closed: false,
  code: 'settings_invalid',
  message: 'The write journal holds a damaged record.',
  nested: true,
  readBack: true,
} as const;

/** Epoch milliseconds a Date can hold (8.64e15 either way). */
const EPOCH_MS = 8.64e15;

const epochMs = () =>
  Check(
    'epochMilliseconds',
    (v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= EPOCH_MS,
    { type: 'number', minimum: -EPOCH_MS, maximum: EPOCH_MS },
    { message: 'must be epoch milliseconds' },
  );

/** The event a write was made on, as the desk saw it (`base`): what the replay compares. */
@Input(RECORD)
class JournalEventBase {
  @IsString() id!: string;
  @IsString() matchId!: string;
  @IsNumber() type!: number;
  @IsString() clubId!: string;
}

@Input(RECORD)
class JournalWrite {
  @IsIn(['save', 'delete']) kind!: 'save' | 'delete';
  @IsString() sport!: string;
  @IsString() championshipId!: string;
  @IsString() matchId!: string;
  @IsString() eventId!: string;
  /** A save's update_match_event fields. */
  @ValidateIf((w: JournalWrite) => w.kind === 'save')
  @IsObject({ message: 'a save holds its fields' })
  fields?: Record<string, unknown>;
  /** Optional on a save (a new event has none), required on a delete. */
  @ValidateIf((w: JournalWrite) => w.kind === 'delete' || w.base !== undefined)
  @NestedInput(() => JournalEventBase, 'base must be the event the write was made on')
  base?: JournalEventBase;
}

@Input(RECORD)
class QueuedRecord {
  @Equals('queued') op!: 'queued';
  @IsString() journalId!: string;
  @epochMs() at!: number;
  @NestedInput(() => JournalWrite, 'write must be the queued write')
  write!: JournalWrite;
  @Optional() @IsString() by?: string;
}

@Input(RECORD)
class AttemptRecord {
  @Equals('attempt') op!: 'attempt';
  @IsString() journalId!: string;
  @IsArray() @IsString({ each: true }) baseline!: string[];
  @Optional() @epochMs() sentAt?: number;
  @Optional() @IsBoolean() keyed?: boolean;
}

@Input(RECORD)
class DeliveredRecord {
  @Equals('delivered') op!: 'delivered';
  @IsString() journalId!: string;
  @IsString() eventId!: string;
}

@Input(RECORD)
class ClearedRecord {
  @Equals('cleared') op!: 'cleared';
  @IsString() journalId!: string;
}

@Input(RECORD)
class OutcomeRecord {
  @IsIn(['refused', 'conflict']) op!: 'refused' | 'conflict';
  @IsString() journalId!: string;
  @IsString() code!: string;
  @IsString() reason!: string;
}

const CLASSES: Readonly<Record<JournalRecord['op'], InputClass<object>>> = {
  queued: QueuedRecord,
  attempt: AttemptRecord,
  delivered: DeliveredRecord,
  cleared: ClearedRecord,
  refused: OutcomeRecord,
  conflict: OutcomeRecord,
};

/**
 * What is wrong with a parsed line as a journal record, naming its fields (`op: …`, `write.base: …`);
 * null when every field the replay reads is of the right type, and the record is then used as it
 * was written (its unknown fields too).
 */
export function journalRecordProblem(value: unknown): string | null {
  const op = isPlainObject(value) ? value.op : undefined;
  if (typeof op !== 'string' || !Object.hasOwn(CLASSES, op))
    return `op: must be one of ${Object.keys(CLASSES).join(', ')}`;
  const dto = CLASSES[op as JournalRecord['op']];
  const checked = checkInput(dto, declaredOf(dto, value));
  if (checked.ok) return null;
  const fields = Object.entries(checked.error.details ?? {}).map(([path, problem]) => `${path}: ${problem}`);
  return fields.length > 0 ? fields.join('; ') : checked.error.message;
}

/** The classes of the nested records, by the field that holds them. */
const NESTED: Readonly<Record<string, InputClass<object>>> = { write: JournalWrite, base: JournalEventBase };

/** The fields `dto` declares, as class-validator registered them. */
function declaredFields(dto: InputClass<object>): ReadonlySet<string> {
  return new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((m) => m.propertyName),
  );
}

/** `value` with only the fields its class (and its nested records' classes) declares. */
function declaredOf(dto: InputClass<object>, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const declared = declaredFields(dto);
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (!declared.has(name)) continue;
    const nested = NESTED[name];
    kept[name] = nested ? declaredOf(nested, field) : field;
  }
  return kept;
}
