import { ChampionshipSchema } from './ChampionshipSchema';
import { CompanySchema } from './CompanySchema';
import { DaySchema } from './DaySchema';
import { EventTallySchema } from './EventTallySchema';
import { GroupSchema } from './GroupSchema';
import { LineupEntrySchema } from './LineupEntrySchema';
import { MatchEventSchema } from './MatchEventSchema';
import { MatchSchema } from './MatchSchema';
import { PhaseSchema } from './PhaseSchema';
import { PlayerSchema } from './PlayerSchema';
import { StandingPartSchema } from './StandingPartSchema';
import { TeamSchema } from './TeamSchema';
import { TennisSetSchema } from './TennisSetSchema';
import { WriteKeySchema } from './WriteKeySchema';

/** Every entity schema of the match data, for the DataSource's `entities`. */
export const MATCH_DATA_SCHEMAS = [
  CompanySchema,
  ChampionshipSchema,
  PhaseSchema,
  GroupSchema,
  DaySchema,
  TeamSchema,
  PlayerSchema,
  MatchSchema,
  MatchEventSchema,
  LineupEntrySchema,
  TennisSetSchema,
  StandingPartSchema,
  EventTallySchema,
  WriteKeySchema,
];
