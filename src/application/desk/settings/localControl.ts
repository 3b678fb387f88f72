import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { unsafeKeyError, unsafeKeyPath } from '../../../domain/shared/unsafeKeys';
import type { LocalControl } from '../../ports/ProjectFiles';
import type { WorkstationSettingsData } from '../../ports/WorkstationSettings';
import { readApiSettings, readAssociations, settingsInvalid } from './readSettings';

/** Spec 1: the section Save writes into the project; every field is listed, and no key is. */
export function localControlOf(s: WorkstationSettingsData): LocalControl {
  return {
    enabled: s.api.enabled,
    port: s.api.port,
    requireKey: s.api.requireKey,
    allowNetwork: s.api.allowNetwork,
    networkAddress: s.api.networkAddress,
    allowedOrigins: [...s.api.allowedOrigins],
    allowedHosts: [...s.api.allowedHosts],
    ocrAssociations: s.ocrAssociations.map((a) => ({ reading: a.reading, variable: a.variable })),
  };
}

/**
 * A project's `localControl` laid over the workstation settings: the fields it gives replace
 * theirs, the keys stay the workstation's (a key found in a project is ignored).
 */
export function withLocalControl(
  raw: unknown,
  current: WorkstationSettingsData,
  where: string,
): Result<WorkstationSettingsData, DomainError> {
  const unsafe = unsafeKeyPath(raw);
  if (unsafe !== null) return err(settingsInvalid(where, unsafeKeyError(unsafe).details ?? {}));
  const api = readApiSettings(raw, current.api);
  const section = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const associations =
    'ocrAssociations' in section ? readAssociations(section.ocrAssociations) : ok(current.ocrAssociations);
  if (!api.ok || !associations.ok) {
    return err(
      settingsInvalid(where, {
        ...(api.ok ? {} : api.error),
        ...(associations.ok ? {} : associations.error),
      }),
    );
  }
  return ok({ ...current, api: api.value, ocrAssociations: associations.value });
}
