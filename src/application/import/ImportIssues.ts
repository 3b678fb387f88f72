import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';

/** Stops collecting after this many, so a wrong file gives a readable error. */
const MAX_ISSUES = 50;

/** Problems found in an import document, each at a path such as `matches[3].home`. */
export class ImportIssues {
  private readonly found: { path: string; message: string }[] = [];

  /** One problem per path: the first one found. */
  add(path: string, message: string): void {
    if (this.found.length >= MAX_ISSUES || this.found.some((f) => f.path === path)) return;
    this.found.push({ path, message });
  }

  get any(): boolean {
    return this.found.length > 0;
  }

  /** `invalid_import`: the message names the first problem, `details` holds each by path. */
  toError(): DomainError {
    const details: Record<string, string> = {};
    for (const { path, message } of this.found) details[path] = message;
    const first = this.found[0];
    const more = this.found.length > 1 ? ` (and ${this.found.length - 1} more)` : '';
    const sentence = first ? `${describe(first.path, first.message)}${more}` : 'invalid document';
    return domainError('invalid_import', sentence, details);
  }
}

export function describe(path: string, message: string): string {
  return path === '' ? message : `${path}: ${message}`;
}

/**
 * A document refused once the stored records are read (inside the import's unit of work, which
 * it rolls back): thrown there, returned as the import's `invalid_import` refusal.
 */
export class ImportRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.message);
    this.name = 'ImportRefused';
  }
}
