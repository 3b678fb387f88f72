import type { OcrAssociations } from '../../../domain/ocr/OcrAssociations';
import { associate } from '../../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../../domain/shared/DomainError';
import { domainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { readScoreboardTable } from '../../ocr/scoreboardTable';
import type {
  AssociationInput,
  LocalApiSettings,
  LocalKeys,
  StoredSettings,
  WorkstationSettingsData,
} from '../../ports/WorkstationSettings';
import { normalizedOrigin } from './addresses';
import { API_SETTINGS_RULES, KEYS_RULES, problemsOf } from './settingsRules';

// The settings rules over documents whose fields are already of the right type (the adapters
// check the files and project sections with their input classes; Apply takes typed changes).

export const settingsInvalid = (where: string, details: Record<string, string>): DomainError =>
  domainError('settings_invalid', `The local API settings of ${where} are invalid.`, details);

/** The API settings a document gives, over `base` for the fields it leaves out; then the rules. */
export function readApiSettings(
  given: Partial<LocalApiSettings>,
  base: LocalApiSettings,
): Result<LocalApiSettings, Record<string, string>> {
  const settings: LocalApiSettings = {
    enabled: given.enabled ?? base.enabled,
    port: given.port ?? base.port,
    requireKey: given.requireKey ?? base.requireKey,
    allowNetwork: given.allowNetwork ?? base.allowNetwork,
    networkAddress: given.networkAddress ?? base.networkAddress,
    allowedOrigins: (given.allowedOrigins ?? base.allowedOrigins).map((o) => normalizedOrigin(o) ?? o),
    allowedHosts: (given.allowedHosts ?? base.allowedHosts).map((h) => h.toLowerCase()),
  };
  const problems = problemsOf(settings, API_SETTINGS_RULES);
  return Object.keys(problems).length > 0 ? err(problems) : ok(settings);
}

/** Spec 6.2 rule 3: a list of {reading, variable}, one reading per variable and one variable per reading. */
export function readAssociations(
  given: readonly AssociationInput[],
): Result<OcrAssociations, Record<string, string>> {
  let list: OcrAssociations = [];
  for (const [i, entry] of given.entries()) {
    const linked = associate(list, entry.reading, entry.variable);
    if (!linked.ok) return err({ [`ocrAssociations[${i}]`]: linked.error.message });
    list = linked.value;
  }
  return ok(list);
}

export function checkKeys(keys: LocalKeys): Record<string, string> {
  return problemsOf(keys, KEYS_RULES);
}

/** The workstation settings as stored by `write`, under the settings rules. */
export function readWorkstationSettings(
  stored: StoredSettings,
  where: string,
  base: LocalApiSettings,
): Result<WorkstationSettingsData, DomainError> {
  const api = readApiSettings(stored.api, base);
  const keys: LocalKeys = {
    localKey: stored.keys?.localKey ?? '',
    ocrIngressKey: stored.keys?.ocrIngressKey ?? '',
  };
  const associations = readAssociations(stored.ocrAssociations ?? []);
  const table =
    stored.scoreboardTable === undefined ? ok(undefined) : readScoreboardTable(stored.scoreboardTable);
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
