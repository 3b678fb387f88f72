import type { New } from '../../../../application/ports/MatchData';
import type {
  Championship,
  PointsAdjustment,
  TieBreakPolicy,
} from '../../../../domain/championship/Championship';
import { parseTieBreakText, tieBreakText } from '../../../../domain/championship/Championship';
import { SPORTS } from '../../../../domain/sport/Sport';
import type { PointsRule } from '../../../../domain/sport/SportRules';
import type { ChampionshipRecord } from '../schemas/ChampionshipSchema';
import { refKey, toId } from '../ids';
import { oneOf } from './oneOf';

/** The rule with only its known fields; the optional ones only when set. */
const pointsRule = (p: PointsRule): PointsRule => ({
  win: p.win,
  draw: p.draw,
  loss: p.loss,
  ...(p.overtimeWin === undefined ? {} : { overtimeWin: p.overtimeWin }),
  ...(p.overtimeLoss === undefined ? {} : { overtimeLoss: p.overtimeLoss }),
  ...(p.shootoutWin === undefined ? {} : { shootoutWin: p.shootoutWin }),
  ...(p.shootoutLoss === undefined ? {} : { shootoutLoss: p.shootoutLoss }),
  ...(p.shootoutGoal === undefined ? {} : { shootoutGoal: p.shootoutGoal }),
  ...(p.walkoverLoss === undefined ? {} : { walkoverLoss: p.walkoverLoss }),
  ...(p.walkoverScore === undefined ? {} : { walkoverScore: p.walkoverScore }),
  ...(p.overtimeScoring === undefined ? {} : { overtimeScoring: p.overtimeScoring }),
});

function tieBreak(text: string): TieBreakPolicy {
  const policy = parseTieBreakText(text);
  if (policy === null) throw new Error(`Stored tie-break policy not understood: ${text}`);
  return policy;
}

const adjustment = (a: PointsAdjustment): PointsAdjustment => ({
  teamId: a.teamId,
  points: a.points,
  reason: a.reason,
});

export function championshipFromRecord(r: ChampionshipRecord): Championship {
  return {
    id: toId(r.id),
    companyId: toId(r.companyId),
    sport: oneOf(r.sport, SPORTS, 'sport'),
    name: r.name,
    competition: r.competition,
    season: r.season,
    archived: r.archived,
    pointsRule: pointsRule(r.pointsRule),
    tieBreak: tieBreak(r.tieBreak),
    adjustments: r.adjustments.map(adjustment),
  };
}

export function championshipToRecord(c: New<Championship>): Omit<ChampionshipRecord, 'id'> {
  return {
    companyId: refKey(c.companyId, 'company'),
    sport: c.sport,
    name: c.name,
    competition: c.competition,
    season: c.season,
    archived: c.archived,
    pointsRule: pointsRule(c.pointsRule),
    tieBreak: tieBreakText(c.tieBreak),
    adjustments: c.adjustments.map(adjustment),
  };
}
