import { EntitySchema } from 'typeorm';
import type { PointsAdjustment } from '../../../../domain/championship/Championship';
import type { PointsRule } from '../../../../domain/sport/SportRules';
import { boolColumn, idColumn, jsonColumn, refColumn, textColumn } from './columns';

export interface ChampionshipRecord {
  id: number;
  companyId: number;
  sport: string;
  name: string;
  competition: string;
  season: string;
  archived: boolean;
  pointsRule: PointsRule;
  tieBreak: string;
  adjustments: PointsAdjustment[];
  /** Bumped by every write transaction of the championship (issue 11); never written by update(). */
  version?: number;
}

export const ChampionshipSchema = new EntitySchema<ChampionshipRecord>({
  name: 'championships',
  columns: {
    id: idColumn(),
    companyId: refColumn('championships', 'company_id', 'companies', { cascade: true }),
    sport: textColumn('sport'),
    name: textColumn('name'),
    competition: textColumn('competition'),
    season: textColumn('season'),
    archived: boolColumn('archived'),
    pointsRule: jsonColumn('points_rule'),
    tieBreak: textColumn('tie_break'),
    adjustments: jsonColumn('adjustments'),
    version: { type: 'integer', name: 'version', nullable: false, default: 0 },
  },
  indices: [
    { name: 'IDX_championships_company_sport_name', columns: ['companyId', 'sport', 'name'], unique: true },
  ],
});
