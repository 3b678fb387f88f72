import type { PointsRule } from '../../src/domain/sport/SportRules';

/**
 * The points rules docs/import-formats.md gives next to the presets, for the tests. IIHF: 3 a
 * regulation win, 2 an overtime or shootout win, 1 such a loss, one goal to the shootout winner.
 */
export const IIHF_POINTS: PointsRule = {
  win: 3,
  draw: 1,
  loss: 0,
  overtimeWin: 2,
  overtimeLoss: 1,
  shootoutWin: 2,
  shootoutLoss: 1,
  shootoutGoal: 'winner',
};

/** NHL: 2 for any win, 1 for an overtime or shootout loss, one goal to the shootout winner. */
export const NHL_POINTS: PointsRule = { ...IIHF_POINTS, win: 2, overtimeWin: 2, shootoutWin: 2 };
