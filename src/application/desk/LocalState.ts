import type { DeskStateView } from '../../domain/desk/views/deskStateView';
import { deskStateView } from '../../domain/desk/views/deskStateView';
import type { MatchDay, MatchDetails, Scorer, Standing } from '../../domain/match/views';
import type { DeskOverlay } from './DeskOverlay';
import type { LoadedDesk } from './DeskWindow';

/** Spec 2.1 State: the desk's part plus the four sections, and `ocr` when readings are applied. */
export interface LocalState extends DeskStateView {
  match: MatchDetails;
  matchDays: MatchDay[];
  scorers: Scorer[];
  standings: Standing[];
  ocr?: object;
}

/** A read: it changes nothing. `now` is epoch ms. */
export function localStateOf(loaded: LoadedDesk, now: number, overlay: DeskOverlay): LocalState {
  const key = loaded.desk.contextKey;
  const state: LocalState = {
    ...deskStateView(loaded.desk, now, overlay.texts(key)),
    match: loaded.sections.match,
    matchDays: [...loaded.sections.matchDays],
    scorers: [...loaded.sections.scorers],
    standings: [...loaded.sections.standings],
  };
  const ocr = overlay.ocr(key);
  if (ocr !== undefined) state.ocr = ocr;
  return state;
}
