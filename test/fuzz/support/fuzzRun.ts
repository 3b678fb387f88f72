// How long each fuzz property runs, and how a failure says to replay it. Inside `npm test` every
// property has a small budget of runs and seconds (all suites together take about a minute);
// `npm run fuzz -- --minutes N` (scripts/fuzz.js) sets MATCH_DESK_FUZZ_MINUTES and every budget
// grows in proportion, so the same suites then run about N minutes in all. A failure throws
// fast-check's report (the counterexample, shrunk) with the command that replays it.
import fc from 'fast-check';

export interface Budget {
  /** Cases inside `npm test`. */
  readonly runs: number;
  /** Seconds inside `npm test`; a property stops there (without failing) if its runs are not done. */
  readonly seconds: number;
}

/** All the budgets of the fuzz suites add up to about this many seconds inside `npm test`. */
export const DEFAULT_TOTAL_SECONDS = 60;

function minutes(): number | undefined {
  const value = Number(process.env.MATCH_DESK_FUZZ_MINUTES);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The runs and the time limit of a property with this budget, in this mode. */
export function limitsOf(budget: Budget): { numRuns: number; timeMs: number } {
  const long = minutes();
  if (long === undefined) return { numRuns: budget.runs, timeMs: budget.seconds * 1000 };
  const scale = (long * 60) / DEFAULT_TOTAL_SECONDS;
  return { numRuns: Number.MAX_SAFE_INTEGER, timeMs: Math.round(budget.seconds * 1000 * scale) };
}

/** The mocha timeout of a test running a property with this budget (its time, plus set-up, plus shrinking). */
export function mochaTimeoutOf(budget: Budget): number {
  return limitsOf(budget).timeMs * 2 + 60_000;
}

function replayParameters(): { seed?: number; path?: string } {
  const seed = Number(process.env.MATCH_DESK_FUZZ_SEED);
  const path = process.env.MATCH_DESK_FUZZ_PATH;
  return {
    ...(process.env.MATCH_DESK_FUZZ_SEED && Number.isInteger(seed) ? { seed } : {}),
    ...(path ? { path } : {}),
  };
}

export interface FuzzOutcome {
  readonly runs: number;
  readonly interrupted: boolean;
}

/**
 * Runs `property` within its budget and says how many `noun` it tried. On failure, throws fast-check's report (seed, path,
 * counterexample, the error) and how to replay it: the seed replays the whole sequence on a fresh
 * host; the path replays only the shrunk case (the host's earlier state is then not rebuilt).
 */
export async function runFuzz<Ts extends [unknown, ...unknown[]]>(
  title: string,
  property: fc.IAsyncPropertyWithHooks<Ts>,
  budget: Budget,
  noun = 'cases',
): Promise<FuzzOutcome> {
  const { numRuns, timeMs } = limitsOf(budget);
  const replay = replayParameters();
  const details = await fc.check(property, {
    numRuns,
    interruptAfterTimeLimit: timeMs,
    markInterruptAsFailure: false,
    ...replay,
    ...(replay.path ? { endOnFailure: true } : {}),
  });
  if (details.failed) {
    const report = (await fc.asyncDefaultReportMessage(details)) ?? 'the property failed';
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const grep = JSON.stringify(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    throw new Error(
      `${report}\n\nThe failure: ${cause}\n\nReplay the whole sequence: MATCH_DESK_FUZZ_SEED=${details.seed} npm run fuzz -- --grep ${grep}` +
        `\nReplay the shrunk case only: MATCH_DESK_FUZZ_SEED=${details.seed} MATCH_DESK_FUZZ_PATH=${JSON.stringify(details.counterexamplePath ?? '')} npm run fuzz -- --grep ${grep}`,
    );
  }
  console.log(
    `      ${details.numRuns} ${noun}${details.interrupted ? ' (stopped at the time budget)' : ''}`,
  );
  return { runs: details.numRuns, interrupted: details.interrupted };
}
