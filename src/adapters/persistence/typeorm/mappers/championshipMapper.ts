import type { New } from '../../../../application/ports/MatchData';
import type { Championship, PointsAdjustment } from '../../../../domain/championship/Championship';
import { TIE_BREAK_POLICIES } from '../../../../domain/championship/Championship';
import { SPORTS } from '../../../../domain/sport/Sport';
import type { PointsRule } from '../../../../domain/sport/SportRules';
import type { ChampionshipRecord } from '../schemas/ChampionshipSchema';
import { refKey, toId } from '../ids';
import { oneOf } from './oneOf';

const pointsRule = (p: PointsRule): PointsRule => ({ win: p.win, draw: p.draw, loss: p.loss });

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
    tieBreak: oneOf(r.tieBreak, TIE_BREAK_POLICIES, 'tie-break policy'),
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
    tieBreak: c.tieBreak,
    adjustments: c.adjustments.map(adjustment),
  };
}
