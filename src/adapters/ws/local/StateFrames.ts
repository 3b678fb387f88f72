import type { Read } from '../../../application/desk/DeskReads';
import type { StateJson } from '../../../application/desk/SerializedState';

/** One `state` message, serialized once and shared by every client (CONTRACT-NOTES). */
export interface StateFrame {
  /** Monotonic over the life of the host, across matches. */
  readonly rev: number;
  readonly contextKey: string;
  /** The whole message as UTF-8 JSON text. */
  readonly data: Buffer;
}

/**
 * The latest state of the loaded match as a ready-to-send frame, around the state text that GET
 * /state serves too (SerializedState). A change only marks it stale: it is read when a client needs
 * it, at most once per change (per need while the timer runs, so that a late client gets the
 * elapsed time of now), and a state equal to the previous one keeps its rev.
 */
export class StateFrames {
  private rev: number;
  private latest: StateFrame | null = null;
  private latestJson = '';
  private stale = true;
  /** The timer of the latest state runs: its elapsedMs is only true when read, so never reuse it. */
  private ticking = false;

  /**
   * `startRev`: the rev before the first state. The host gives its start time in milliseconds, so
   * that the revs of this run are above those of an earlier one (found by review: they started
   * again at 1 after a restart, and a client ignoring revs not above its last ignored every state).
   */
  constructor(
    private readonly read: () => Read<StateJson>,
    startRev = 0,
  ) {
    this.rev = startRev;
  }

  /** Whether the timer of the latest state runs (its clock text changes every second). */
  get clockRuns(): boolean {
    return this.ticking;
  }

  /** The state may have changed. */
  invalidate(): void {
    this.stale = true;
  }

  /** The match is gone: no frame until one is loaded, and the next is a new rev. */
  drop(): void {
    this.latest = null;
    this.latestJson = '';
    this.stale = true;
  }

  /** The frame of the state now; null while no match is loaded. */
  current(): StateFrame | null {
    if (this.stale || this.ticking) this.refresh();
    return this.latest;
  }

  private refresh(): void {
    this.stale = false;
    const read = this.read();
    this.ticking = read.ok && read.value.ticking;
    if (!read.ok) {
      this.drop();
      this.stale = false;
      return;
    }
    const { json, contextKey } = read.value;
    if (this.latest && this.latest.contextKey === contextKey && json === this.latestJson) return;
    this.rev += 1;
    this.latestJson = json;
    this.latest = {
      rev: this.rev,
      contextKey,
      data: Buffer.from(
        `{"type":"state","rev":${this.rev},"contextKey":${JSON.stringify(contextKey)},"state":${json}}`,
      ),
    };
  }
}
