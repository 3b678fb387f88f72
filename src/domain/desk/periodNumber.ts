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

/** The largest period a text may name (nine overtimes of a hockey play-off game fit). */
const MAX_PERIOD = 99;

/** `words` as whole words: no letter before or after ("2OT" is overtime, "Other" is not). */
const wholeWords = (words: string): RegExp => new RegExp(`(?:^|[^a-z])(?:${words})(?![a-z])`, 'i');

// After extra time: the last extra period. Overtime or extra time: after the regulation periods.
// A shootout: after the extra periods. Full time: the last regulation period.
const AFTER_EXTRA_TIME = wholeWords('aet|after extra time');
const SHOOTOUT = wholeWords('so|pso|shoot-?outs?|penalties|penalty shoot-?out|pens?');
const OVERTIME = wholeWords('ot|overtime|et|extra time|extra');
const FULL_TIME = wholeWords('ft|full time|full-time');
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The number a text gives (`2`, `2nd`, `Q2`, `second`), within 1 to MAX_PERIOD; null when none. */
function numberIn(text: string): number | null {
  const digits = /\d+/.exec(text);
  if (digits) {
    const n = Number(digits[0]);
    return n >= 1 && n <= MAX_PERIOD ? n : null;
  }
  const word = ORDINALS.findIndex((ordinal) => wholeWords(ordinal).test(text));
  return word === -1 ? null : word + 1;
}

/**
 * The desk's period (counted from 1) of a stored match's period text, as people and imports write
 * it: the number in it ("2", "2nd half", "Q2", "P3", "Set 2", "Second half"); overtime or extra
 * time after the sport's regulation periods ("OT" → 5 at basketball, "OT2" → 6, "ET1" → 3 at
 * football); after extra time ("AET") the last extra period; a shootout after the extra periods;
 * full time the last regulation period; else 1. Keywords count as whole words only.
 */
export function periodNumberOf(text: string, sport: Sport): number {
  const regulation = REGULATION_PERIODS[sport];
  const n = numberIn(text);
  if (SHOOTOUT.test(text)) return regulation + EXTRA_PERIODS[sport] + 1;
  if (AFTER_EXTRA_TIME.test(text)) return regulation + EXTRA_PERIODS[sport];
  if (OVERTIME.test(text)) return Math.min(MAX_PERIOD, regulation + (n ?? 1));
  if (n !== null) return n;
  if (FULL_TIME.test(text)) return Math.max(1, regulation);
  return 1;
}
