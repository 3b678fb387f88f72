import { textsView } from '../../domain/desk/views/textsView';
import { timerView } from '../../domain/desk/views/deskStateView';
import { ok } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { HostLink } from '../ports/DeskHost';
import type { DeskOverlay } from './DeskOverlay';
import type { Read } from './DeskReads';
import type { DeskWindow, LoadedDesk } from './DeskWindow';
import type { JsonTemplate } from './JsonTemplate';
import { fillTemplate, jsonTemplate } from './JsonTemplate';
import { localStateOf } from './LocalState';

/** The state of the loaded match (spec 2.1) as JSON text. */
export interface StateJson {
  readonly contextKey: string;
  /** True at the time of the read. */
  readonly json: string;
  /** The timer runs: a later read gives another text though nothing changed. */
  readonly ticking: boolean;
}

/** The members that move with the running clock; the rest changes only with the desk. */
type Moving = 'texts' | 'timer';
const MOVING: readonly Moving[] = ['texts', 'timer'];

interface Serialized {
  /** The DeskWindow version it was built at. */
  readonly version: number;
  readonly contextKey: string;
  readonly template: JsonTemplate<Moving>;
  /** The whole text while the timer is stopped; null while it runs. */
  readonly json: string | null;
}

/**
 * The state as JSON text for GET /state and every /ws client: built and serialized once per
 * change of the desk. While the timer runs, only `timer` and `texts` are serialized again at each
 * read and spliced into the text of the rest, so the clock is exact without rebuilding 16 KB.
 */
export class SerializedState {
  private serialized: Serialized | null = null;

  constructor(
    private readonly window: DeskWindow,
    private readonly clock: Clock,
    private readonly overlay: () => DeskOverlay,
    private readonly link: () => HostLink,
  ) {}

  read(): Read<StateJson> {
    const loaded = this.window.require();
    if (!loaded.ok) return loaded;
    const now = this.clock.now().getTime();
    const s =
      this.serialized?.version === this.window.version ? this.serialized : this.serialize(loaded.value, now);
    if (s.json !== null) return ok({ contextKey: s.contextKey, json: s.json, ticking: false });
    const desk = loaded.value.desk;
    const texts = textsView(desk, now, this.overlay().texts(desk.contextKey));
    const json = fillTemplate(s.template, { texts, timer: timerView(desk, now) });
    return ok({ contextKey: s.contextKey, json, ticking: true });
  }

  private serialize(loaded: LoadedDesk, now: number): Serialized {
    const state = localStateOf(loaded, now, this.overlay(), this.link());
    const template = jsonTemplate(state, MOVING);
    const json = state.timer.running ? null : fillTemplate(template, state);
    this.serialized = { version: this.window.version, contextKey: state.contextKey, template, json };
    return this.serialized;
  }
}
