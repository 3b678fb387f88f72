import type { LocalControl, ProjectFiles } from '../../application/ports/ProjectFiles';
import type { ScoreboardTableSettings } from '../../application/ports/WorkstationSettings';
import { localControlDocument } from './localControlDocument';

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

  async readLocalControl(file: string): Promise<unknown> {
    const project = this.document(file);
    if (!project) throw new Error(`No project ${file}.`);
    return Object.hasOwn(project, 'localControl') ? project.localControl : undefined;
  }

  async writeLocalControl(file: string, section: LocalControl): Promise<void> {
    const project = this.document(file) ?? {};
    project.localControl = localControlDocument(section);
    this.documents.set(file, JSON.stringify(project));
  }

  async readScoreboardTable(file: string): Promise<unknown> {
    const project = this.document(file);
    if (!project) throw new Error(`No project ${file}.`);
    return Object.hasOwn(project, 'scoreboardTable') ? project.scoreboardTable : undefined;
  }

  async writeScoreboardTable(file: string, table: ScoreboardTableSettings): Promise<void> {
    const project = this.document(file) ?? {};
    project.scoreboardTable = { vendor: table.vendor, active: table.active };
    this.documents.set(file, JSON.stringify(project));
  }
}
