import type { Sport } from '../sport/Sport';

/** Periods of regular time: halves, periods, quarters (tennis: none, a set is a period). */
const REGULATION_PERIODS: Readonly<Record<Sport, number>> = {
  football: 2,
  futsal: 2,
  handball: 2,
  hockey: 3,
  basketball: 4,
  tennis: 0,
};

/** Periods of extra time before a shootout (football, futsal and handball: two halves). */
const EXTRA_PERIODS: Readonly<Record<Sport, number>> = {
  football: 2,
  futsal: 2,
  handball: 2,
  hockey: 1,
  basketball: 1,
  tennis: 0,
};

// A word starts where no letter precedes it ("2OT" is overtime, "Set 2" is not extra time).
const OVERTIME = /(?:^|[^a-z])(?:ot|overtime|et|extra)/i;
const SHOOTOUT = /(?:^|[^a-z])(?:so|pso|shoot|penalt)/i;
const FULL_TIME = /(?:^|[^a-z])(?:ft|full)/i;

/**
 * The desk's period (counted from 1) of a stored match's period text, as people and imports write
 * it: the number in it ("2", "2nd half", "Q2", "P3", "Set 2"); overtime or extra time after the
 * sport's regulation periods ("OT" → 5 at basketball, "OT2" → 6, "ET1" → 3 at football); a
 * shootout after its extra periods; full time the last regulation period; else 1.
 */
export function periodNumberOf(text: string, sport: Sport): number {
  const digits = /\d+/.exec(text);
  const n = digits ? Number(digits[0]) : null;
  if (SHOOTOUT.test(text)) return REGULATION_PERIODS[sport] + EXTRA_PERIODS[sport] + 1;
  if (OVERTIME.test(text)) return REGULATION_PERIODS[sport] + Math.max(1, n ?? 1);
  if (n !== null && n >= 1) return n;
  if (FULL_TIME.test(text)) return Math.max(1, REGULATION_PERIODS[sport]);
  return 1;
}
