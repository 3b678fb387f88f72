// Compile-time guard: the client's own copies of the published shapes stay those the hosts
// publish. Any drift makes `npm run build:test` (tsc) fail on this file.
import type { CommandView } from '../../src/application/desk/CommandView';
import type { LocalState as HostLocalState } from '../../src/application/desk/LocalState';
import type { MatchView } from '../../src/application/web/GetMatch';
import type { ChampionshipView } from '../../src/application/web/views/ChampionshipView';
import type { DeletedEventView } from '../../src/application/web/DeleteMatchEvent';
import type { EventView } from '../../src/application/web/views/EventView';
import type { MatchPlayerView } from '../../src/application/web/views/MatchPlayerView';
import type { SetView } from '../../src/application/web/views/SetView';
import type { DayView, GroupView, PhaseView } from '../../src/application/web/views/StructureViews';
import type { SessionView } from '../../src/adapters/http/web/account/sessionView';
import type { NotificationMessage } from '../../src/application/ports/Notifications';
import type { LocalCommand, LocalState } from '../../src/client/local/localTypes';
import type {
  Championship,
  Day,
  DeletedEvent,
  Group,
  MatchEvent,
  MatchNotification,
  MatchPlayer,
  MatchWithPermissions,
  Phase,
  SessionInfo,
  TennisSet,
} from '../../src/client/web/webTypes';

/** true when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const shapesAgree: [
  Same<LocalCommand, CommandView>,
  Same<Omit<LocalState, 'ocr'>, Omit<HostLocalState, 'ocr'>>,
  Same<Championship, ChampionshipView>,
  Same<MatchWithPermissions, MatchView>,
  Same<Day, DayView>,
  Same<Phase, PhaseView>,
  Same<Group, GroupView>,
  Same<MatchEvent, EventView>,
  Same<MatchPlayer, MatchPlayerView>,
  Same<TennisSet, SetView>,
  Same<SessionInfo, SessionView>,
  Same<MatchNotification, NotificationMessage>,
  Same<DeletedEvent, DeletedEventView>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
