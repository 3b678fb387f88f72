import { IsIn } from 'class-validator';
import { SPORTS } from '../../../domain/sport/Sport';
import type { Sport } from '../../../domain/sport/Sport';
import { fieldCode } from '../../validation/fieldCode';
import { Input } from '../../validation/Input';

const UNKNOWN_SPORT = `use one of ${SPORTS.join(', ')}`;

/** `/api/{sport}/...`: one of the six sports; another one is no resource of ours (404). */
@Input({ closed: true, code: 'unknown_sport', message: `Unknown sport: ${UNKNOWN_SPORT}.` })
export class SportPath {
  @IsIn(
    SPORTS,
    fieldCode(
      { code: 'unknown_sport', message: (v) => `Unknown sport "${String(v)}": ${UNKNOWN_SPORT}.` },
      `sport must be one of ${SPORTS.join(', ')}`,
    ),
  )
  sport!: Sport;
}
