import type { ActionView } from '../../domain/desk/actions/actionCatalog';
import { actionsView, actionsWithoutMatch } from '../../domain/desk/actions/actionCatalog';
import type { ButtonView } from '../../domain/desk/buttons/buttonCatalog';
import { buttonsView, buttonView, findButton } from '../../domain/desk/buttons/buttonCatalog';
import { buttonUnknown, DESK_ERROR_CODES } from '../../domain/desk/deskErrors';
import type {
  EventTypeView,
  EventView,
  PlayerView,
  SelectionsView,
  StatisticView,
} from '../../domain/desk/views/catalogViews';
import {
  eventsView,
  eventTypesView,
  playersView,
  selectionsView,
  statisticsView,
} from '../../domain/desk/views/catalogViews';
import { textsView } from '../../domain/desk/views/textsView';
import type { MatchDay, MatchDetails, Scorer, Standing } from '../../domain/match/views';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { HostLink } from '../ports/DeskHost';
import type { DeskOverlay } from './DeskOverlay';
import type { DeskWindow, LoadedDesk } from './DeskWindow';
import type { LocalState } from './LocalState';
import { EMBEDDED_LINK, localStateOf } from './LocalState';
import type { StateJson } from './SerializedState';
import { SerializedState } from './SerializedState';

export type Read<T> = Result<T, DomainError>;
/** A section read with the match it belongs to (spec 4.1: /match, /matchDays, ...). */
export type Keyed<K extends string, T> = { contextKey: string } & Record<K, T>;

const textUnknown = (id: string): DomainError => domainError('not_found', `Text ${id} does not exist.`);

/**
 * The reads of spec 4.1. Each needs a loaded match (409 otherwise; the action catalog then asks
 * to open one) and changes nothing.
 */
export class DeskReads {
  private readonly serialized: SerializedState;

  constructor(
    private readonly window: DeskWindow,
    private readonly clock: Clock,
    private readonly overlay: () => DeskOverlay,
    private readonly link: () => HostLink = () => EMBEDDED_LINK,
  ) {
    this.serialized = new SerializedState(window, clock, overlay, link);
  }

  state(): Read<LocalState> {
    return this.read((l) => localStateOf(l, this.now(), this.overlay(), this.link()));
  }

  /** `state()` as JSON text, serialized once per change and shared by GET /state and /ws. */
  stateJson(): Read<StateJson> {
    return this.serialized.read();
  }

  buttons(): Read<Record<string, ButtonView>> {
    return this.read((l) => buttonsView(l.desk));
  }

  button(id: string): Read<ButtonView> {
    const loaded = this.window.require();
    if (!loaded.ok) return loaded;
    const button = findButton(loaded.value.desk, id);
    return button ? ok(buttonView(loaded.value.desk, button)) : err(buttonUnknown(id));
  }

  texts(): Read<Record<string, string>> {
    return this.read((l) => textsView(l.desk, this.now(), this.overlay().texts(l.desk.contextKey)));
  }

  text(id: string): Read<string> {
    const texts = this.texts();
    if (!texts.ok) return texts;
    return Object.hasOwn(texts.value, id) ? ok(texts.value[id] as string) : err(textUnknown(id));
  }

  /** Spec 4.1 rule 5: without a match the catalog asks to open one. */
  actions(): Read<Record<string, ActionView>> {
    const loaded = this.window.current();
    if (!loaded) return err(domainError(DESK_ERROR_CODES.matchUnavailable, actionsWithoutMatch().message));
    return ok(actionsView(loaded.desk));
  }

  players(): Read<Keyed<'players', PlayerView[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, players: playersView(l.desk) }));
  }

  events(): Read<Keyed<'events', EventView[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, events: eventsView(l.desk) }));
  }

  eventTypes(): Read<Keyed<'eventTypes', EventTypeView[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, eventTypes: eventTypesView(l.desk) }));
  }

  statistics(): Read<Keyed<'statistics', StatisticView[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, statistics: statisticsView(l.desk) }));
  }

  selections(): Read<Keyed<'selections', SelectionsView>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, selections: selectionsView(l.desk) }));
  }

  match(): Read<Keyed<'match', MatchDetails>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, match: l.sections.match }));
  }

  matchDays(): Read<Keyed<'matchDays', MatchDay[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, matchDays: [...l.sections.matchDays] }));
  }

  scorers(): Read<Keyed<'scorers', Scorer[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, scorers: [...l.sections.scorers] }));
  }

  standings(): Read<Keyed<'standings', Standing[]>> {
    return this.read((l) => ({ contextKey: l.desk.contextKey, standings: [...l.sections.standings] }));
  }

  private read<T>(view: (loaded: LoadedDesk) => T): Read<T> {
    const loaded = this.window.require();
    return loaded.ok ? ok(view(loaded.value)) : loaded;
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
