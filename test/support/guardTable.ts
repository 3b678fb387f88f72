import type { RawAnswer } from './rawHttp';

// Issue 13, "One guard pipeline": a table of requests, each sent through every door of a host
// (its HTTP requests, its upgrades), and the answer each door must give.

/** Refused with this status and code, or let through. */
export type Outcome = { readonly status: number; readonly code: string } | 'passes';

export interface GuardRow<C, D extends string> {
  readonly name: string;
  /** The header lines of the request. */
  readonly headers: (context: C) => string[];
  /** What every door answers... */
  readonly outcome: Outcome;
  /** ...except these, where the spec gives another answer, with the reason. */
  readonly except?: Partial<Record<D, { readonly outcome: Outcome; readonly why: string }>>;
}

export interface GuardTable<C, D extends string> {
  readonly doors: readonly D[];
  readonly rows: readonly GuardRow<C, D>[];
  /** Read once the host runs. */
  context(): C;
  send(door: D, headers: string[]): Promise<RawAnswer>;
  check(answer: RawAnswer, door: D, outcome: Outcome, what: string): void;
}

/** One `describe` per row and one `it` per door; a door with another answer names its reason. */
export function describeGuardRows<C, D extends string>(table: GuardTable<C, D>): void {
  for (const row of table.rows) {
    describe(row.name, () => {
      for (const door of table.doors) {
        const special = row.except?.[door];
        const title = special ? `${door}: ${JSON.stringify(special.outcome)} (${special.why})` : door;
        it(title, async () => {
          const answer = await table.send(door, row.headers(table.context()));
          table.check(answer, door, special?.outcome ?? row.outcome, `${row.name} through ${door}`);
        });
      }
    });
  }
}
