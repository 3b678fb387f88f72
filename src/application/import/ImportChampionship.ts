import type { DomainError } from '../../domain/shared/DomainError';
import { companyName } from '../../domain/access/accountRules';
import { companyByName } from '../access/companyByName';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { MatchDataStores, Transactions } from '../ports/MatchData';
import type { BatchOutcome, EventWriteBatch } from '../events/WriteMatchEvents';
import { WriteMatchEvents } from '../events/WriteMatchEvents';
import type { DocumentOverrides } from './applyImportOptions';
import { applyImportOptions } from './applyImportOptions';
import { importMatches } from './importMatches';
import { ImportRefused } from './ImportIssues';
import { importStructure } from './importStructure';
import type { ImportProgress } from './ImportTally';
import { ImportTally } from './ImportTally';
import type { MatchdeskDocument } from './MatchdeskDocument';

/** The company a championship goes to when none is named. */
export const DEFAULT_COMPANY = 'Match Desk';

export interface ImportOptions extends DocumentOverrides {
  /** An existing company's id, instead of `company` (the CLI's `--company` takes an id or a name). */
  readonly companyId?: string | undefined;
  readonly onProgress?: ((progress: ImportProgress) => void) | undefined;
}

/** How many records of each kind the document has, as stored. */
export interface ImportCounts {
  readonly phases: number;
  readonly groups: number;
  readonly days: number;
  readonly teams: number;
  readonly players: number;
  readonly matches: number;
  readonly events: number;
  readonly lineups: number;
  readonly sets: number;
  readonly tables: number;
}

export interface ImportReport {
  readonly companyId: string;
  readonly championshipId: string;
  readonly counts: ImportCounts;
  /** Records this import created; 0 when the same document is imported again. */
  readonly created: number;
  /** Stored records this import changed (or removed); 0 when the same document is imported again. */
  readonly updated: number;
}

/**
 * Creates or updates a company's championship and all its records from a matchdesk document, in
 * one transaction, matching records by natural key so a re-import changes and duplicates nothing.
 * The transaction is the event-write unit of work as a batch (WriteMatchEvents.batch): the
 * championship locked, changed matches' versions bumped, the standings recomputed and stored,
 * and the changed matches notified after commit.
 */
export class ImportChampionship {
  private readonly writes: WriteMatchEvents;

  /** Given bare transactions, imports through a unit of work that publishes nothing. */
  constructor(writes: WriteMatchEvents | Transactions) {
    this.writes =
      writes instanceof WriteMatchEvents ? writes : new WriteMatchEvents({ transactions: writes });
  }

  async run(
    document: MatchdeskDocument,
    options: ImportOptions = {},
  ): Promise<Result<ImportReport, DomainError>> {
    const applied = applyImportOptions(document, options);
    if (!applied.ok) return applied;
    const doc = applied.value;
    const structureSteps = doc.phases.length + doc.groups.length + doc.days.length + doc.teams.length;
    const tally = new ImportTally(
      structureSteps + doc.players.length + doc.matches.length + 1,
      options.onProgress,
    );
    const done = await this.batch({
      prepare: async (stores) => {
        const companyId =
          options.companyId === undefined
            ? await this.company(stores, companyName(options.company ?? '') || DEFAULT_COMPANY, tally)
            : await existingCompany(stores, options.companyId);
        const structure = await importStructure(stores, doc, companyId, tally);
        return { championship: structure.championship, state: { companyId, structure } };
      },
      write: async (stores, { companyId, structure }) => {
        const imported = await importMatches(stores, doc, structure, tally);
        return { changes: imported.changes, value: { companyId, sets: imported.sets } };
      },
    });
    if (!done.ok) return done;
    tally.step();
    return ok({
      companyId: done.value.value.companyId,
      championshipId: done.value.championship.id,
      counts: {
        phases: doc.phases.length,
        groups: doc.groups.length,
        days: doc.days.length,
        teams: doc.teams.length,
        players: doc.players.length,
        matches: doc.matches.length,
        events: doc.matches.reduce((n, m) => n + m.events.length, 0),
        lineups: doc.matches.reduce((n, m) => n + m.lineups.length, 0),
        sets: done.value.value.sets,
        tables: done.value.tables.length,
      },
      created: tally.created,
      updated: tally.updated,
    });
  }

  /** The unit of work; a document refused by what is stored (ImportRefused) is rolled back and returned. */
  private async batch<S, T>(work: EventWriteBatch<S, T>): Promise<Result<BatchOutcome<T>, DomainError>> {
    try {
      return ok(await this.writes.batch(work));
    } catch (error) {
      if (error instanceof ImportRefused) return err(error.refusal);
      throw error;
    }
  }

  private async company(stores: MatchDataStores, name: string, tally: ImportTally): Promise<string> {
    const found = await companyByName(stores.companies, name);
    if (found) return found.id;
    tally.wrote('created');
    return (await stores.companies.create({ name, licenceValid: true })).id;
  }
}

/**
 * The company `companyId` names; an id that names none refuses the import (404 not_found, naming
 * `companyId`), as the CLI's `--company` does. Found by QA: it threw the store's own error (a
 * foreign key failure on SQLite) instead of returning the refusal.
 */
async function existingCompany(stores: MatchDataStores, companyId: string): Promise<string> {
  const found = await stores.companies.byId(companyId);
  if (found) return found.id;
  throw new ImportRefused(
    domainError('not_found', `No company has the id "${companyId}".`, {
      companyId: `no company has the id "${companyId}"`,
    }),
  );
}
