import type { Player } from '../championship/Championship';
import type { LineupEntry, MatchEvent } from '../match/MatchEvent';
import type { Side } from '../match/Side';
import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { Desk } from './Desk';
import { withDesk } from './Desk';
import { contextChanged } from './deskErrors';

/** What the store says after a write: the desk keeps its clock, graphics, counters and preparation. */
export interface StoreData {
  readonly score: Readonly<Record<Side, number | null>>;
  readonly events: readonly MatchEvent[];
  readonly lineups: readonly LineupEntry[];
  readonly roster: readonly Player[];
  /** The host's texts as the store now has them; absent: unchanged. */
  readonly texts?: Readonly<Record<string, string>> | undefined;
}

export function refreshFromStore(desk: Desk, data: StoreData): Desk {
  const selected = desk.selectedPlayerId;
  return withDesk(desk, {
    score: { home: data.score.home, away: data.score.away },
    events: data.events.filter((e) => e.matchId === desk.match.id),
    lineups: data.lineups.filter((l) => l.matchId === desk.match.id),
    roster: data.roster,
    selectedPlayerId: selected !== null && data.roster.some((p) => p.id === selected) ? selected : null,
    ...(data.texts === undefined ? {} : { hostTexts: data.texts }),
  });
}

export const withEditing = (desk: Desk, editing: boolean): Desk => withDesk(desk, { editing });

export const withRights = (desk: Desk, canEdit: boolean): Desk => withDesk(desk, { canEdit });

/** Spec 4.1 rule 1: a command must carry the contextKey read from state. */
export function checkContext(desk: Desk, sentKey: string): Result<Desk, DomainError> {
  return sentKey === desk.contextKey ? ok(desk) : err(contextChanged(sentKey, desk.contextKey));
}
