import { IsArray, IsBoolean, IsDefined, IsInt, IsString } from 'class-validator';
import type { LocalControlInput } from '../../application/ports/ProjectFiles';
import type {
  AssociationInput,
  LocalApiSettings,
  LocalKeys,
  ScoreboardTableSettings,
  StoredSettings,
} from '../../application/ports/WorkstationSettings';
import { settingsInvalid } from '../../application/desk/settings/readSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import type { InputClass } from '../validation/checkInput';
import { checkInput } from '../validation/checkInput';
import { Input } from '../validation/Input';
import { InputList, NestedInput } from '../validation/nested';
import { Optional } from '../validation/Optional';

// The settings file and the project's sections (spec 1: localControl, scoreboardTable) as input
// classes. Each field is checked for its type here; the settings rules (ports, addresses, keys,
// associations) check the values. Fields these classes do not know are ignored, so that a file
// written by another version still opens; `__proto__`, `constructor` and `prototype` are refused.

const SETTINGS = {
  closed: false,
  code: 'settings_invalid',
  message: 'The local API settings are invalid.',
} as const;
const NESTED = { ...SETTINGS, nested: true } as const;

const flag = (name: string) => IsBoolean({ message: `${name} must be true or false.` });
const list = (name: string, what: string) => (target: object, key: string | symbol) => {
  IsArray({ message: `${name} must be a list of ${what}.` })(target, key);
  IsString({ each: true, message: `${name} must be a list of ${what}.` })(target, key);
};

@Input(SETTINGS)
export class ApiSettingsInput implements Partial<LocalApiSettings> {
  @Optional() @flag('enabled') enabled?: boolean;
  @Optional() @IsInt({ message: 'port must be a whole number.' }) port?: number;
  @Optional() @flag('requireKey') requireKey?: boolean;
  @Optional() @flag('allowNetwork') allowNetwork?: boolean;
  @Optional() @IsString({ message: 'networkAddress must be a string.' }) networkAddress?: string;
  @Optional() @list('allowedOrigins', 'origins') allowedOrigins?: string[];
  @Optional() @list('allowedHosts', 'host names') allowedHosts?: string[];
}

@Input(SETTINGS)
export class KeysInput implements Partial<LocalKeys> {
  @Optional() @IsString({ message: 'localKey must be a string.' }) localKey?: string;
  @Optional() @IsString({ message: 'ocrIngressKey must be a string.' }) ocrIngressKey?: string;
}

@Input(SETTINGS)
export class AssociationEntry implements AssociationInput {
  @IsString({ message: 'Each association is {reading, variable}: reading must be a string.' })
  reading!: string;
  @IsString({ message: 'Each association is {reading, variable}: variable must be a string.' })
  variable!: string;
}

@Input(SETTINGS)
export class ScoreboardTableInput implements Partial<ScoreboardTableSettings> {
  @Optional() @IsString({ message: 'vendor must be none, scoreboard-ocr or a source name.' }) vendor?: string;
  @Optional() @flag('active') active?: boolean;
}

const associations = () =>
  InputList(() => AssociationEntry, {
    notArray: 'ocrAssociations must be a list.',
    notObject: 'Each association is {reading, variable}.',
  });

/** The workstation settings file, as FileWorkstationSettings writes it. */
@Input(NESTED)
export class SettingsFile implements StoredSettings {
  @Optional() @IsInt({ message: 'version must be a whole number.' }) version?: number;

  @IsDefined({ message: 'api is required: the Local API settings.' })
  @NestedInput(() => ApiSettingsInput, 'api must be an object.')
  api!: ApiSettingsInput;

  @Optional()
  @NestedInput(() => KeysInput, 'keys must be an object.')
  keys?: KeysInput;

  @Optional() @associations() ocrAssociations?: AssociationEntry[];

  @Optional()
  @NestedInput(() => ScoreboardTableInput, 'scoreboardTable must be an object {vendor, active}.')
  scoreboardTable?: ScoreboardTableInput;
}

/** A project's `localControl`: the API settings and the OCR associations, no key (spec 1). */
@Input(NESTED)
export class LocalControlSection extends ApiSettingsInput implements LocalControlInput {
  @Optional() @associations() ocrAssociations?: AssociationEntry[];
}

/** A project's `scoreboardTable`: {vendor, active}. */
@Input(SETTINGS)
export class ScoreboardTableSection extends ScoreboardTableInput {}

/** A settings document checked by its input class; a refusal names `where` it was read. */
export function checkSettings<T extends object>(
  dto: InputClass<T>,
  raw: unknown,
  where: string,
  path = '',
): Result<T, DomainError> {
  const checked = checkInput(dto, raw, { path });
  return checked.ok ? checked : err(settingsInvalid(where, { ...checked.error.details }));
}
