import type { LocalControl, LocalControlInput } from '../../application/ports/ProjectFiles';
import type { ScoreboardTableSettings } from '../../application/ports/WorkstationSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import { checkSettings, LocalControlSection, ScoreboardTableSection } from './settingsInputs';

/** The JSON written under `localControl`: exactly these fields, so nothing else can slip in. */
export function localControlDocument(section: LocalControl): Record<string, unknown> {
  return {
    enabled: section.enabled,
    port: section.port,
    requireKey: section.requireKey,
    allowNetwork: section.allowNetwork,
    networkAddress: section.networkAddress,
    allowedOrigins: [...section.allowedOrigins],
    allowedHosts: [...section.allowedHosts],
    ocrAssociations: section.ocrAssociations.map((a) => ({ reading: a.reading, variable: a.variable })),
  };
}

/** A project's `localControl`, its fields checked; undefined when the project has none. */
export function localControlOf(
  project: Record<string, unknown>,
  file: string,
): Result<LocalControlInput | undefined, DomainError> {
  if (!Object.hasOwn(project, 'localControl')) return ok(undefined);
  return checkSettings(LocalControlSection, project.localControl, `project ${file}`);
}

/** A project's `scoreboardTable`, its fields checked; undefined when the project has none. */
export function scoreboardTableOf(
  project: Record<string, unknown>,
  file: string,
): Result<Partial<ScoreboardTableSettings> | undefined, DomainError> {
  if (!Object.hasOwn(project, 'scoreboardTable')) return ok(undefined);
  return checkSettings(ScoreboardTableSection, project.scoreboardTable, `project ${file}`, 'scoreboardTable');
}
