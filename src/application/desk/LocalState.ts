import type { DeskStateView } from '../../domain/desk/views/deskStateView';
import { deskStateView } from '../../domain/desk/views/deskStateView';
import type { MatchDay, MatchDetails, Scorer, Standing } from '../../domain/match/views';
import type { HostLink } from '../ports/DeskHost';
import type { WriteConflictView } from './hosted/WriteConflictView';
import type { DeskOverlay } from './DeskOverlay';
import type { LoadedDesk } from './DeskWindow';

/** Spec 2.1 State: the desk's part plus the four sections, and `ocr` when readings are applied. */
export interface LocalState extends DeskStateView {
  match: MatchDetails;
  matchDays: MatchDay[];
  scorers: Scorer[];
  standings: Standing[];
  /** The link to the hosted service (always true on the embedded store); reads keep serving offline. */
  online: boolean;
  /** Writes accepted and not yet delivered to the hosted service; 0 when none. */
  pendingWrites: number;
  /** Hosted desks with a write journal: writes queued offline and not applied at replay. */
  writeConflicts?: WriteConflictView[];
  ocr?: object;
}

/** The embedded store's link: always online, nothing waiting. */
export const EMBEDDED_LINK: HostLink = { online: true, pendingWrites: 0 };

/** A read: it changes nothing. `now` is epoch ms. */
export function localStateOf(
  loaded: LoadedDesk,
  now: number,
  overlay: DeskOverlay,
  link: HostLink = EMBEDDED_LINK,
): LocalState {
  const key = loaded.desk.contextKey;
  const state: LocalState = {
    ...deskStateView(loaded.desk, now, overlay.texts(key)),
    match: loaded.sections.match,
    matchDays: [...loaded.sections.matchDays],
    scorers: [...loaded.sections.scorers],
    standings: [...loaded.sections.standings],
    online: link.online,
    pendingWrites: link.pendingWrites,
  };
  if (link.writeConflicts) state.writeConflicts = [...link.writeConflicts];
  const ocr = overlay.ocr(key);
  if (ocr !== undefined) state.ocr = ocr;
  return state;
}
