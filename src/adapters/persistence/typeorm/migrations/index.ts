import { MatchData1700000000000 } from './1700000000000-MatchData';
import { Accounts1700000001000 } from './1700000001000-Accounts';
import { WebSessions1700000002000 } from './1700000002000-WebSessions';
import { ChampionshipVersion1700000003000 } from './1700000003000-ChampionshipVersion';
import { EventTallies1700000005000 } from './1700000005000-EventTallies';
import { MatchOutcome1700000014000 } from './1700000014000-MatchOutcome';
import { TeamRanking1700000014100 } from './1700000014100-TeamRanking';
import { RegulationScore1700000014200 } from './1700000014200-RegulationScore';
import { MatchesByDayAndStatus1700000015000 } from './1700000015000-MatchesByDayAndStatus';
import { StandingRows1700000016000 } from './1700000016000-StandingRows';
import { StandingWindowsByGroup1700000017000 } from './1700000017000-StandingWindowsByGroup';
import { StandingParts1700000018000 } from './1700000018000-StandingParts';
import { StandingPartsFrameForm1700000019000 } from './1700000019000-StandingPartsFrameForm';
import { WriteKeys1700000020000 } from './1700000020000-WriteKeys';

/** Every migration, oldest first. Append new ones; never edit or reorder a released one. */
export const migrations = [
  MatchData1700000000000,
  Accounts1700000001000,
  WebSessions1700000002000,
  ChampionshipVersion1700000003000,
  EventTallies1700000005000,
  MatchOutcome1700000014000,
  TeamRanking1700000014100,
  RegulationScore1700000014200,
  MatchesByDayAndStatus1700000015000,
  StandingRows1700000016000,
  StandingWindowsByGroup1700000017000,
  StandingParts1700000018000,
  StandingPartsFrameForm1700000019000,
  WriteKeys1700000020000,
];
