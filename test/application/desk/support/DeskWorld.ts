import type { DeskChange } from '../../../../src/application/desk/DeskChange';
import { DeskService } from '../../../../src/application/desk/DeskService';
import { StoreDeskHost } from '../../../../src/application/desk/host/StoreDeskHost';
import { createMemoryStores } from '../../../../src/adapters/memory';
import type { PlayerView } from '../../../../src/domain/desk/views/catalogViews';
import { FakeClock } from '../../access/support/FakeClock';
import type { DemoChampionship, Stores } from './demoStores';
import { importDemo } from './demoStores';
import { GatedHost } from './GatedHost';
import { SequentialIds } from './SequentialIds';

export const T0 = Date.parse('2024-05-01T20:00:00.000Z');

export interface DeskWorld {
  readonly stores: Stores;
  readonly demo: DemoChampionship;
  readonly host: GatedHost;
  readonly clock: FakeClock;
  readonly desk: DeskService;
  /** Every change the service reported, in order. */
  readonly changes: DeskChange[];
  /** Unexpected errors the service reported (none in a passing test). */
  readonly errors: unknown[];
  /** The contextKey of the live match once loaded. */
  contextKey(): string;
  /** A player on the field of one side of the loaded match. */
  fieldPlayer(side: 'home' | 'away'): PlayerView;
}

export interface DeskWorldOptions {
  readonly retentionMs?: number;
  readonly pendingLimit?: number;
  readonly canEdit?: boolean;
  /** Load the live football match (default true). */
  readonly load?: boolean;
}

/** The demo football championship in memory, with a desk service over the built-in host. */
export async function deskWorld(options: DeskWorldOptions = {}): Promise<DeskWorld> {
  const stores = createMemoryStores();
  const demo = await importDemo(stores);
  const host = new GatedHost(new StoreDeskHost(stores, options.canEdit ?? true));
  const clock = new FakeClock(new Date(T0));
  const errors: unknown[] = [];
  const changes: DeskChange[] = [];
  const desk = new DeskService({
    host,
    clock,
    ids: new SequentialIds(),
    ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
    ...(options.pendingLimit === undefined ? {} : { pendingLimit: options.pendingLimit }),
    onError: (error) => errors.push(error),
  });
  desk.onChange((change) => changes.push(change));
  if (options.load ?? true) {
    const loaded = await desk.load(demo.live.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
  }
  const state = () => {
    const read = desk.reads.state();
    if (!read.ok) throw new Error(read.error.message);
    return read.value;
  };
  return {
    stores,
    demo,
    host,
    clock,
    desk,
    changes,
    errors,
    contextKey: () => state().contextKey,
    fieldPlayer: (side) => {
      const player = state().players.find((p) => p.teamSide === side && p.role === 'field');
      if (!player) throw new Error(`no ${side} player on the field`);
      return player;
    },
  };
}
