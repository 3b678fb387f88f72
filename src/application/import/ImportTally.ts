/** Progress of a long import: `done` steps out of `total`. */
export interface ImportProgress {
  readonly done: number;
  readonly total: number;
}

/** Counts what an import created and changed, and reports its progress. */
export class ImportTally {
  created = 0;
  updated = 0;
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly onProgress: ((progress: ImportProgress) => void) | undefined,
  ) {}

  /** Records one write: a new record, or a change to one that existed. */
  wrote(kind: 'created' | 'updated'): void {
    this[kind] += 1;
  }

  step(): void {
    this.done = Math.min(this.done + 1, this.total);
    this.onProgress?.({ done: this.done, total: this.total });
  }
}
