import type { GetAllChampionships } from '../../../application/web/GetAllChampionships';
import type { GetAllDays } from '../../../application/web/GetAllDays';
import type { GetAllGroups } from '../../../application/web/GetAllGroups';
import type { GetAllMatches } from '../../../application/web/GetAllMatches';
import type { GetAllPhases } from '../../../application/web/GetAllPhases';
import type { GetChampionship } from '../../../application/web/GetChampionship';
import type { GetChampionshipStandings } from '../../../application/web/GetChampionshipStandings';
import type { GetStandingsExplanation } from '../../../application/web/GetStandingsExplanation';
import type { GetMatch } from '../../../application/web/GetMatch';
import type { GetMatchEvents } from '../../../application/web/GetMatchEvents';
import type { GetMatchPage } from '../../../application/web/GetMatchPage';
import type { GetMatchPlayers } from '../../../application/web/GetMatchPlayers';
import type { GetMatchSets } from '../../../application/web/GetMatchSets';
import type { GetMatchSnapshot } from '../../../application/web/GetMatchSnapshot';
import type { DeleteMatchEvent } from '../../../application/web/DeleteMatchEvent';
import type { UpdateMatchEvent } from '../../../application/web/UpdateMatchEvent';

type UseCase<T extends { execute: unknown }> = Pick<T, 'execute'>;

/** The use cases behind `/api/{sport}/…`, one per endpoint. */
export interface WebUseCases {
  readonly getAllChampionships: UseCase<GetAllChampionships>;
  readonly getChampionship: UseCase<GetChampionship>;
  readonly getAllMatches: UseCase<GetAllMatches>;
  /** get_all_matchs with `limit` (issue 11); absent: paging is refused with 400. */
  readonly getMatchPage?: UseCase<GetMatchPage>;
  readonly getMatch: UseCase<GetMatch>;
  readonly getMatchSnapshot: UseCase<GetMatchSnapshot>;
  readonly getAllDays: UseCase<GetAllDays>;
  readonly getAllPhases: UseCase<GetAllPhases>;
  readonly getAllGroups: UseCase<GetAllGroups>;
  readonly getMatchEvents: UseCase<GetMatchEvents>;
  readonly getMatchPlayers: UseCase<GetMatchPlayers>;
  readonly getMatchSets: UseCase<GetMatchSets>;
  readonly getChampionshipStandings: UseCase<GetChampionshipStandings>;
  /** Extension (issue 14): why each team is where it is. */
  readonly getStandingsExplanation: UseCase<GetStandingsExplanation>;
  readonly updateMatchEvent: Pick<UpdateMatchEvent, 'executeOnce'>;
  /** The delete_match_event extension (issue 12). */
  readonly deleteMatchEvent: Pick<DeleteMatchEvent, 'executeOnce'>;
}
