import type { Desk } from '../../domain/desk/Desk';
import type { StoreData } from '../../domain/desk/deskUpdates';
import { refreshFromStore, withEditing, withRights } from '../../domain/desk/deskUpdates';
import type { HostedMatch } from '../ports/DeskHost';
import type { LoadedDesk } from './DeskWindow';

/** What the store now has for the match, in the desk's terms. */
export function storeDataOf(hosted: HostedMatch): StoreData {
  const m = hosted.source.match;
  return {
    score: { home: m.homeScore, away: m.awayScore },
    events: hosted.source.events,
    lineups: hosted.source.lineups,
    roster: hosted.source.players,
    texts: hosted.source.texts,
  };
}

/** The loaded desk after a store write: clock, graphics, counters and preparation stay. */
export function refreshed(loaded: LoadedDesk, hosted: HostedMatch): LoadedDesk {
  return { desk: refreshFromStore(loaded.desk, storeDataOf(hosted)), sections: hosted.sections };
}

/** A failed write changes nothing: the desk as before the command, in the current edit mode. */
export function reverted(loaded: LoadedDesk, before: Desk): LoadedDesk {
  return { desk: withEditing(before, loaded.desk.editing), sections: loaded.sections };
}

/** The loaded desk after a change made elsewhere: also the user's rights, which may have changed. */
export function refreshedElsewhere(loaded: LoadedDesk, hosted: HostedMatch): LoadedDesk {
  const { desk, sections } = refreshed(loaded, hosted);
  return { desk: withRights(desk, hosted.source.canEdit), sections };
}
