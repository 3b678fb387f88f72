import { commandNotFound } from '../../domain/command/commandErrors';
import type { DomainError } from '../../domain/shared/DomainError';
import { domainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { CommandMemory } from '../ports/CommandMemory';
import type { DeskKeep } from '../ports/DeskKeep';
import { contextKeyOf } from '../../domain/match/views';
import type { DeskHost, HostLink } from '../ports/DeskHost';
import type { Ids } from '../ports/Ids';
import { ChangeEmitter } from './ChangeEmitter';
import { CommandRegistry } from './CommandRegistry';
import { CommandRunner } from './CommandRunner';
import type { CommandView } from './CommandView';
import { commandView } from './CommandView';
import type { DeskChangeListener } from './DeskChange';
import type { DeskOverlay } from './DeskOverlay';
import { NO_OVERLAY } from './DeskOverlay';
import { DeskReads } from './DeskReads';
import { DeskWindow } from './DeskWindow';
import { EMBEDDED_LINK } from './LocalState';
import { refreshedElsewhere } from './storeData';
import type { Operated } from './OperateDesk';
import { OperateDesk } from './OperateDesk';
import type { CommandSubmission, SubmittedCommand } from './SubmitCommand';
import { SubmitCommand } from './SubmitCommand';
import type { WriteDeliveries } from './WriteDelivery';

export interface DeskServiceOptions {
  readonly host: DeskHost;
  readonly clock: Clock;
  readonly ids: Ids;
  /** Finished commands are removed this long after creation (spec 3.1: 60 s). */
  readonly retentionMs?: number;
  /** At most this many pending commands (CONTRACT-NOTES: 16). */
  readonly pendingLimit?: number;
  /** Hosted desks: queued writes settled later, reported on the commands that queued them. */
  readonly deliveries?: WriteDeliveries;
  /** A listener or a command failed unexpectedly (logged by the host). */
  readonly onError?: (error: unknown) => void;
  /** What a command that failed unexpectedly says, reporting the error itself (default: command_error, onError). */
  readonly failureOf?: (error: unknown) => DomainError;
  /** Where commands are kept for their retention across a restart (spec 4.1 rule 3); none: in memory only. */
  readonly commandMemory?: CommandMemory;
  /** Where each match's clock and statistics are kept across a reload or a restart; none: in memory only. */
  readonly deskKeep?: DeskKeep;
}

/** The loaded match for the Running indicator. */
export interface LoadedMatchInfo {
  readonly contextKey: string;
  readonly home: string;
  readonly away: string;
  readonly editing: boolean;
}

export const shuttingDown = (): DomainError =>
  domainError('shutting_down', 'The local API stopped before the command could run.');

/**
 * The desk of the local API: the match in the main window, its reads, the command book and the
 * in-order command queue, and the change events the /ws session pushes.
 */
export class DeskService {
  readonly reads: DeskReads;
  private readonly changes: ChangeEmitter;
  private readonly window: DeskWindow;
  private readonly registry: CommandRegistry;
  private readonly runner: CommandRunner;
  private readonly operate: OperateDesk;
  private readonly submitCommand: SubmitCommand;
  private overlay: DeskOverlay = NO_OVERLAY;

  constructor(private readonly options: DeskServiceOptions) {
    this.changes = new ChangeEmitter(options.onError);
    this.window = new DeskWindow(this.changes, options.deskKeep);
    this.registry = new CommandRegistry(
      {
        ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
        ...(options.pendingLimit === undefined ? {} : { pendingLimit: options.pendingLimit }),
      },
      this.changes,
      options.commandMemory,
    );
    this.registry.restore(options.clock.now().getTime());
    this.runner = new CommandRunner(
      this.window,
      this.registry,
      options.host,
      options.clock,
      options.onError,
      options.failureOf,
    );
    this.operate = new OperateDesk(this.window, options.host);
    this.submitCommand = new SubmitCommand(
      this.window,
      this.registry,
      this.runner,
      options.clock,
      options.ids,
    );
    const host = options.host;
    this.reads = new DeskReads(
      this.window,
      options.clock,
      () => this.overlay,
      () => this.link(),
    );
    host.watch?.((change) => {
      if (change.type === 'link_changed') return this.window.touch();
      const hosted = change.match;
      const m = hosted.source.match;
      const key = contextKeyOf({ sport: m.sport, championshipId: m.championshipId, matchId: m.id });
      this.window.update(key, (current) => refreshedElsewhere(current, hosted));
    });
    options.deliveries?.((d) => {
      if (d.delivery === 'delivered') {
        this.registry.settleDelivery(d.journalId, { delivery: 'delivered', eventId: d.eventId });
      } else {
        this.registry.settleDelivery(
          d.journalId,
          { delivery: 'conflict', conflict: d.error.message },
          d.error,
        );
      }
    });
  }

  /** Subscribes to desk changes (DeskChange); returns the function that unsubscribes. */
  onChange(listener: DeskChangeListener): () => void {
    return this.changes.subscribe(listener);
  }

  load(matchId: string): Promise<Result<Operated, DomainError>> {
    return this.operate.load(matchId);
  }

  unload(): Result<Operated, DomainError> {
    return this.operate.unload();
  }

  setEditing(editing: boolean): Result<Operated, DomainError> {
    return this.operate.setEditing(editing);
  }

  submit(submission: CommandSubmission): Result<SubmittedCommand, DomainError> {
    return this.submitCommand.execute(submission);
  }

  /** GET /commands/{id}: 404 once absent or expired; pending commands stay readable (spec 3.1). */
  command(id: string): Result<CommandView, DomainError> {
    const found = this.registry.find(id, this.options.clock.now().getTime());
    return found ? ok(commandView(found)) : err(commandNotFound(id));
  }

  loadedMatch(): LoadedMatchInfo | null {
    const loaded = this.window.current();
    if (!loaded) return null;
    const d = loaded.desk;
    return { contextKey: d.contextKey, home: d.home.name, away: d.away.name, editing: d.editing };
  }

  /** The link to where the match lives (state `online`, `pendingWrites`). */
  link(): HostLink {
    return this.options.host.link?.() ?? EMBEDDED_LINK;
  }

  pendingCount(): number {
    return this.registry.pendingCount;
  }

  /** Lays texts and `state.ocr` over the state; call `overlayChanged` when they change. */
  setOverlay(overlay: DeskOverlay | null): void {
    this.overlay = overlay ?? NO_OVERLAY;
    this.window.touch();
  }

  overlayChanged(): void {
    this.window.touch();
  }

  /** Drops finished commands past their retention (also done on each submission). */
  purgeExpired(): void {
    this.registry.purge(this.options.clock.now().getTime());
  }

  /** Resolves once every command submitted so far has finished. */
  idle(): Promise<void> {
    return this.runner.idle();
  }

  /** At shutdown, after the grace period: the commands still pending end failed. */
  failPending(): void {
    for (const command of this.registry.pending()) this.registry.fail(command.id, shuttingDown());
  }
}
