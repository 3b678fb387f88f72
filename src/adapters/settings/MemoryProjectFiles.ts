import type { LocalControl, LocalControlInput, ProjectFiles } from '../../application/ports/ProjectFiles';
import type { ScoreboardTableSettings } from '../../application/ports/WorkstationSettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { localControlDocument, localControlOf, scoreboardTableOf } from './localControlDocument';

/** Project documents kept in memory by file name (tests and embedders). */
export class MemoryProjectFiles implements ProjectFiles {
  private readonly documents = new Map<string, string>();

  /** Puts a project document in place, as if a file held it. */
  put(file: string, project: Record<string, unknown>): void {
    this.documents.set(file, JSON.stringify(project));
  }

  /** The whole document, as a file would hold it. */
  document(file: string): Record<string, unknown> | undefined {
    const text = this.documents.get(file);
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  }

  async readLocalControl(file: string): Promise<Result<LocalControlInput | undefined, DomainError>> {
    return localControlOf(this.existing(file), file);
  }

  async writeLocalControl(file: string, section: LocalControl): Promise<void> {
    const project = this.document(file) ?? {};
    project.localControl = localControlDocument(section);
    this.documents.set(file, JSON.stringify(project));
  }

  async readScoreboardTable(
    file: string,
  ): Promise<Result<Partial<ScoreboardTableSettings> | undefined, DomainError>> {
    return scoreboardTableOf(this.existing(file), file);
  }

  private existing(file: string): Record<string, unknown> {
    const project = this.document(file);
    if (!project) throw new Error(`No project ${file}.`);
    return project;
  }

  async writeScoreboardTable(file: string, table: ScoreboardTableSettings): Promise<void> {
    const project = this.document(file) ?? {};
    project.scoreboardTable = { vendor: table.vendor, active: table.active };
    this.documents.set(file, JSON.stringify(project));
  }
}
