import type { Principal } from '../../domain/access/Principal';
import type { Sport } from '../../domain/sport/Sport';

/** Every web read names its caller and the sport of the URL (`/api/{sport}/...`). */
export interface SportRequest {
  readonly principal: Principal;
  readonly sport: Sport;
}

export interface ChampionshipRequest extends SportRequest {
  readonly championshipId: string;
}

export interface MatchRequest extends ChampionshipRequest {
  readonly matchId: string;
}
