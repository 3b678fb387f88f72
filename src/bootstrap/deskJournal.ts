// The hosted desk's write journal (issue 12, "the uplink drops"): the journaled DeskWriteChannel
// on a file beside the session, wired into the hosted desk and the desk's commands.
import { FileWriteJournal } from '../adapters/desk/journal/FileWriteJournal';
import { defaultJournalPath } from '../adapters/desk/journal/journalPath';
import { journalsWaitingBeside } from '../adapters/desk/journal/journalsBeside';
import { WebEventReads } from '../adapters/hosted/WebEventReads';
import type { Logger } from '../adapters/http/Logger';
import type { DeskWriteChannel } from '../application/desk/hosted/DeskWriteChannel';
import { JournaledWriteChannel } from '../application/desk/hosted/journal/JournaledWriteChannel';
import type { WriteDeliveries } from '../application/desk/WriteDelivery';
import type { Clock } from '../application/ports/Clock';
import type { HostedEventWrites } from '../application/ports/HostedEventWrites';
import type { Ids } from '../application/ports/Ids';
import { WebClient } from '../client/web/WebClient';
import type { HostedDeskOptions } from './hostedDesk';

export interface DeskJournalSettings {
  /** The journal file (default MATCH_DESK_JOURNAL, else `journal/<host>_<port>.jsonl` beside the session). */
  readonly path?: string;
  /** The workstation settings file: the journal's default folder is its folder. */
  readonly settingsPath?: string;
  /** Waits between replay attempts while the link is down (default 250 ms doubling to 4 s). */
  readonly retryDelaysMs?: readonly number[];
  /** How long a write whose answer never came may still commit (default WRITE_SETTLE_MS, 30 s). */
  readonly settleMs?: number;
}

export interface DeskJournal {
  readonly path: string;
  /** For createHostedDesk's `writeChannel`: the hosted writes go through the journal. */
  readonly wrap: (direct: DeskWriteChannel, writes: HostedEventWrites) => DeskWriteChannel;
  readonly deliveries: WriteDeliveries;
  /** The channel once `wrap` made it. */
  channel(): JournaledWriteChannel;
  /** Reads the journal (after a restart or kill -9) and replays what is waiting. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createDeskJournal(
  hosted: HostedDeskOptions,
  settings: DeskJournalSettings,
  parts: {
    readonly ids: Ids;
    readonly clock: Clock;
    readonly logger: Logger;
    readonly print: (line: string) => void;
  },
): DeskJournal {
  const chosen = settings.path ?? (process.env.MATCH_DESK_JOURNAL || undefined);
  const path = chosen ?? defaultJournalPath(hosted.web, process.env, settings.settingsPath);
  const file = new FileWriteJournal(path);
  let made: JournaledWriteChannel | null = null;
  const channel = (): JournaledWriteChannel => {
    if (!made) throw new Error('the write journal is wired once the hosted desk is created');
    return made;
  };
  const reads = new WebEventReads(
    new WebClient({
      baseUrl: hosted.web,
      cookie: hosted.cookie,
      // A given fetch bounds each request itself (timeoutFetch), as for the desk's own client.
      ...(hosted.fetch ? { fetch: hosted.fetch, timeoutMs: Number.POSITIVE_INFINITY } : {}),
    }),
  );
  return {
    path,
    wrap: (_direct, writes) => {
      made = new JournaledWriteChannel({
        journal: file,
        reads,
        writes,
        ids: parts.ids,
        clock: parts.clock,
        ...(settings.retryDelaysMs ? { retryDelaysMs: settings.retryDelaysMs } : {}),
        ...(settings.settleMs === undefined ? {} : { settleMs: settings.settleMs }),
        operator: hosted.operator ?? (() => hosted.email ?? ''),
        onError: (error) => parts.logger.error({ err: error }, 'write journal listener failed'),
      });
      made.onChange((change) => {
        if (change.type !== 'delivery') return;
        const d = change.delivery;
        if (d.delivery === 'delivered') {
          parts.logger.info({ journalId: d.journalId, eventId: d.eventId }, 'queued write delivered');
          parts.print(`Write delivered (journal ${d.journalId}): event ${d.eventId}`);
          return;
        }
        parts.logger.warn({ journalId: d.journalId, code: d.error.code }, 'queued write not applied');
        parts.print(
          `Write conflict (journal ${d.journalId}): ${d.error.message} See state.writeConflicts; \`conflicts clear\` once handled.`,
        );
      });
      return made;
    },
    deliveries: (listener) =>
      channel().onChange((change) => {
        if (change.type === 'delivery') listener(change.delivery);
      }),
    channel,
    start: async () => {
      await file.lock();
      await channel().start();
      const { pendingWrites, conflicts } = channel().status();
      parts.print(`Write journal: ${path} (${pendingWrites} waiting, ${conflicts.length} conflicts)`);
      if (chosen === undefined) await warnOfJournalsBeside(path, hosted.web, parts);
    },
    close: async () => {
      await made?.close();
      await file.close();
    },
  };
}

/**
 * Says which other journals of the folder still hold writes: made through another address, they
 * wait for a desk started with that address (`--web`), or with `--journal` naming them when that
 * address is the same service as this one.
 */
async function warnOfJournalsBeside(
  path: string,
  web: string,
  parts: { readonly logger: Logger; readonly print: (line: string) => void },
): Promise<void> {
  for (const other of await journalsWaitingBeside(path)) {
    if (other.waiting === null) {
      parts.logger.warn({ journal: other.path, problem: other.problem }, 'another journal could not be read');
      parts.print(
        `Write journal ${other.path} could not be read (${other.problem ?? 'unknown'}): check it by hand.`,
      );
      continue;
    }
    parts.logger.warn(
      { journal: other.path, waiting: other.waiting, web },
      'writes waiting in another journal',
    );
    parts.print(
      `Write journal ${other.path} holds ${other.waiting} write(s) made through another address ` +
        `(${other.service}), not delivered: start the desk with --web for that address, or, if it is ` +
        `the same service as ${web}, with --journal ${other.path} to deliver them through it.`,
    );
  }
}
