import type { SnapshotContext } from '../../match/views';
import type { ActionView } from '../actions/actionCatalog';
import { actionsView } from '../actions/actionCatalog';
import type { ButtonView } from '../buttons/buttonCatalog';
import { buttonsView } from '../buttons/buttonCatalog';
import type { Desk } from '../Desk';
import { clockText, elapsedMs, isRunning } from '../Timer';
import type { EventTypeView, EventView, PlayerView, SelectionsView, StatisticView } from './catalogViews';
import { eventsView, eventTypesView, playersView, selectionsView, statisticsView } from './catalogViews';
import type { PreparedView } from './preparedView';
import { preparedView } from './preparedView';
import { textsView } from './textsView';

export interface TimerView {
  clock: string;
  running: boolean;
  period: number;
  elapsedMs: number;
}

/** The desk's part of State (spec 2.1); match, matchDays, scorers, standings and ocr are added by the caller. */
export interface DeskStateView {
  contextKey: string;
  context: SnapshotContext;
  canEdit: boolean;
  editing: boolean;
  buttons: Record<string, ButtonView>;
  texts: Record<string, string>;
  actions: Record<string, ActionView>;
  players: PlayerView[];
  events: EventView[];
  eventTypes: EventTypeView[];
  statistics: StatisticView[];
  selections: SelectionsView;
  prepared: PreparedView | null;
  timer: TimerView;
  score: { home: number | null; away: number | null };
}

/** The timer at `now` (epoch ms): with `texts.clock`, the only part of the state that moves by itself. */
export function timerView(desk: Desk, now: number): TimerView {
  const elapsed = elapsedMs(desk.timer, now);
  return {
    clock: clockText(elapsed),
    running: isRunning(desk.timer),
    period: desk.timer.period,
    elapsedMs: elapsed,
  };
}

/** A read: it changes nothing (spec 1: reads never trigger a click). `now` is epoch ms. */
export function deskStateView(
  desk: Desk,
  now: number,
  textOverrides: Readonly<Record<string, string>> = {},
): DeskStateView {
  return {
    contextKey: desk.contextKey,
    context: {
      sport: desk.context.sport,
      championshipId: desk.context.championshipId,
      matchId: desk.context.matchId,
    },
    canEdit: desk.canEdit,
    editing: desk.editing,
    buttons: buttonsView(desk),
    texts: textsView(desk, now, textOverrides),
    actions: actionsView(desk),
    players: playersView(desk),
    events: eventsView(desk),
    eventTypes: eventTypesView(desk),
    statistics: statisticsView(desk),
    selections: selectionsView(desk),
    prepared: preparedView(desk),
    timer: timerView(desk, now),
    score: { home: desk.score.home, away: desk.score.away },
  };
}
