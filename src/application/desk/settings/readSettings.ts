import type { OcrAssociations } from '../../../domain/ocr/OcrAssociations';
import { readScoreboardTable } from '../../ocr/scoreboardTable';
import { associate } from '../../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../../domain/shared/DomainError';
import { domainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { unsafeKeyError, unsafeKeyPath } from '../../../domain/shared/unsafeKeys';
import type { LocalApiSettings, LocalKeys, WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { normalizedOrigin } from './addresses';
import { API_SETTINGS_RULES, KEYS_RULES, problemsOf } from './settingsRules';

export const settingsInvalid = (where: string, details: Record<string, string>): DomainError =>
  domainError('settings_invalid', `The local API settings of ${where} are invalid.`, details);

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

function field<T>(
  raw: Fields,
  name: string,
  base: T,
  accepts: (v: unknown) => boolean,
  expected: string,
  details: Record<string, string>,
): T {
  if (!(name in raw)) return base;
  if (accepts(raw[name])) return raw[name] as T;
  details[name] = `${name} must be ${expected}.`;
  return base;
}

const isBoolean = (v: unknown) => typeof v === 'boolean';
const isString = (v: unknown) => typeof v === 'string';
const isInteger = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The API settings a document gives, over `base` for the fields it leaves out; then the rules. */
export function readApiSettings(
  raw: unknown,
  base: LocalApiSettings,
): Result<LocalApiSettings, Record<string, string>> {
  if (!isObject(raw)) return err({ settings: 'The settings must be a JSON object.' });
  const details: Record<string, string> = {};
  const origins = field<string[]>(
    raw,
    'allowedOrigins',
    [...base.allowedOrigins],
    isStrings,
    'a list of origins',
    details,
  );
  const hosts = field<string[]>(
    raw,
    'allowedHosts',
    [...base.allowedHosts],
    isStrings,
    'a list of host names',
    details,
  );
  const settings: LocalApiSettings = {
    enabled: field(raw, 'enabled', base.enabled, isBoolean, 'true or false', details),
    port: field(raw, 'port', base.port, isInteger, 'a whole number', details),
    requireKey: field(raw, 'requireKey', base.requireKey, isBoolean, 'true or false', details),
    allowNetwork: field(raw, 'allowNetwork', base.allowNetwork, isBoolean, 'true or false', details),
    networkAddress: field(raw, 'networkAddress', base.networkAddress, isString, 'a string', details),
    allowedOrigins: origins.map((o) => normalizedOrigin(o) ?? o),
    allowedHosts: hosts.map((h) => h.toLowerCase()),
  };
  if (Object.keys(details).length > 0) return err(details);
  const problems = problemsOf(settings, API_SETTINGS_RULES);
  return Object.keys(problems).length > 0 ? err(problems) : ok(settings);
}

/** Spec 6.2 rule 3: a list of {reading, variable}, one reading per variable and one variable per reading. */
export function readAssociations(raw: unknown): Result<OcrAssociations, Record<string, string>> {
  if (raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return err({ ocrAssociations: 'ocrAssociations must be a list.' });
  let list: OcrAssociations = [];
  for (const [i, entry] of raw.entries()) {
    const reading = isObject(entry) ? entry.reading : undefined;
    const variable = isObject(entry) ? entry.variable : undefined;
    const linked =
      typeof reading === 'string' && typeof variable === 'string'
        ? associate(list, reading, variable)
        : err(domainError('ocr_association_invalid', 'Each association is {reading, variable}.'));
    if (!linked.ok) return err({ [`ocrAssociations[${i}]`]: linked.error.message });
    list = linked.value;
  }
  return ok(list);
}

export function checkKeys(keys: LocalKeys): Record<string, string> {
  return problemsOf(keys, KEYS_RULES);
}

/** The workstation settings file as written by `write` (checked field by field). */
export function readWorkstationSettings(
  raw: unknown,
  where: string,
  base: LocalApiSettings,
): Result<WorkstationSettingsData, DomainError> {
  if (!isObject(raw)) return err(settingsInvalid(where, { settings: 'The settings must be a JSON object.' }));
  const unsafe = unsafeKeyPath(raw);
  if (unsafe !== null) return err(settingsInvalid(where, unsafeKeyError(unsafe).details ?? {}));
  const api = readApiSettings(raw.api, base);
  const keysRaw = isObject(raw.keys) ? raw.keys : {};
  const keys: LocalKeys = {
    localKey: typeof keysRaw.localKey === 'string' ? keysRaw.localKey : '',
    ocrIngressKey: typeof keysRaw.ocrIngressKey === 'string' ? keysRaw.ocrIngressKey : '',
  };
  const associations = readAssociations(raw.ocrAssociations);
  const table = raw.scoreboardTable === undefined ? ok(undefined) : readScoreboardTable(raw.scoreboardTable);
  const details = {
    ...(api.ok ? {} : api.error),
    ...checkKeys(keys),
    ...(associations.ok ? {} : associations.error),
    ...(table.ok ? {} : table.error),
  };
  if (!api.ok || !associations.ok || !table.ok || Object.keys(details).length > 0)
    return err(settingsInvalid(where, details));
  return ok({
    api: api.value,
    keys,
    ocrAssociations: associations.value,
    ...(table.value ? { scoreboardTable: table.value } : {}),
  });
}
