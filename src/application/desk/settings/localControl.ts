import type { DomainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import type { LocalControl, LocalControlInput } from '../../ports/ProjectFiles';
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
  section: LocalControlInput,
  current: WorkstationSettingsData,
  where: string,
): Result<WorkstationSettingsData, DomainError> {
  const { ocrAssociations, ...given } = section;
  const api = readApiSettings(given, current.api);
  const associations =
    ocrAssociations === undefined ? ok(current.ocrAssociations) : readAssociations(ocrAssociations);
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
