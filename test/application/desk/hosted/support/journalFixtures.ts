import type { DeskWrite } from '../../../../../src/application/desk/hosted/DeskWriteChannel';
import { JournaledWriteChannel } from '../../../../../src/application/desk/hosted/journal/JournaledWriteChannel';
import type {
  JournalChange,
  JournaledWriteChannelOptions,
} from '../../../../../src/application/desk/hosted/journal/JournaledWriteChannel';
import type { WriteJournal } from '../../../../../src/application/ports/WriteJournal';
import type { MatchEvent } from '../../../../../src/domain/match/MatchEvent';
import { SequentialIds } from '../../support/SequentialIds';
import type { FakeHostedService } from './FakeHostedService';

export const MATCH = { sport: 'football', championshipId: '1', matchId: '7' } as const;

export function goal(playerId: string, timer: string): DeskWrite {
  return {
    kind: 'save',
    ...MATCH,
    eventId: 'new',
    fields: { type: 1, club_id: '10', player_id: playerId, timer },
  };
}

export function modify(base: MatchEvent, fields: Record<string, unknown>): DeskWrite {
  return { kind: 'save', ...MATCH, eventId: base.id, fields, base };
}

export function removal(base: MatchEvent): DeskWrite {
  return { kind: 'delete', ...MATCH, eventId: base.id, base };
}

export interface Channel {
  readonly channel: JournaledWriteChannel;
  readonly changes: JournalChange[];
}

/**
 * Journal ids unique across every channel of the run, as random ones are: a channel restarted on
 * the same journal must not reuse an id its predecessor gave (a fresh sequence did, and a new
 * write then overwrote the earlier one's entry).
 */
const journalIds = new SequentialIds();

/** A channel whose backoff waits only a tick, so a replay runs as fast as the fakes answer. */
export function channelOn(
  journal: WriteJournal,
  hosted: FakeHostedService,
  ids: SequentialIds = journalIds,
  more: Partial<Pick<JournaledWriteChannelOptions, 'clock' | 'settleMs' | 'operator'>> = {},
): Channel {
  const changes: JournalChange[] = [];
  const channel = new JournaledWriteChannel({
    journal,
    reads: hosted,
    writes: hosted,
    ids,
    clock: more.clock ?? { now: () => new Date('2026-11-25T07:00:00Z') },
    // The fake commits a write at once (or at commitLate): no settle time unless a test gives one.
    settleMs: more.settleMs ?? 0,
    ...(more.operator ? { operator: more.operator } : {}),
    retryDelaysMs: [1],
    wait: (ms, cancel) =>
      new Promise((resolve) => {
        const t = setTimeout(resolve, ms);
        cancel.onCancel(() => {
          clearTimeout(t);
          resolve();
        });
      }),
  });
  channel.onChange((c) => changes.push(c));
  return { channel, changes };
}

/** Polls `check` until it holds, at most `ms`. */
export async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
