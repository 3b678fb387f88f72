import type { DomainError } from '../../domain/shared/DomainError';
import type { PendingCommand } from '../../domain/command/Command';
import { matchUnavailable } from '../../domain/desk/deskErrors';
import { executeCommand } from '../../domain/desk/executeCommand';
import { domainError } from '../../domain/shared/DomainError';
import type { Clock } from '../ports/Clock';
import type { DeskHost } from '../ports/DeskHost';
import { carryOutEffects } from './carryOutEffects';
import type { CommandRegistry } from './CommandRegistry';
import type { DeskWindow } from './DeskWindow';
import { refreshed, reverted } from './storeData';

export const commandCrashed = () =>
  domainError('command_error', 'The command could not be carried out; the desk is unchanged.');

/**
 * Executes pending commands one at a time, in submission order (spec 3.1): each ends accepted
 * or failed. A command whose store write is refused leaves the desk as it was.
 */
export class CommandRunner {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly window: DeskWindow,
    private readonly registry: CommandRegistry,
    private readonly host: DeskHost,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => undefined,
    /**
     * What a command that failed unexpectedly says (default command_error), e.g. a retryable
     * database_unavailable for a database busy or out of reach; it reports the error itself.
     */
    private readonly failureOf?: (error: unknown) => DomainError,
  ) {}

  enqueue(command: PendingCommand): void {
    const run = () =>
      this.run(command).catch((error: unknown) => {
        let failure = commandCrashed();
        try {
          if (this.failureOf) failure = this.failureOf(error);
          else this.onError(error);
        } catch {
          // the queue goes on whatever the error reporter does
        }
        this.registry.fail(command.id, failure);
      });
    this.tail = this.tail.then(run, run);
  }

  /** Resolves once every command queued so far has finished. */
  idle(): Promise<void> {
    return this.tail;
  }

  private async run(command: PendingCommand): Promise<void> {
    const loaded = this.window.current();
    if (!loaded) return this.registry.fail(command.id, matchUnavailable());
    const outcome = executeCommand(loaded.desk, command, this.clock.now().getTime());
    if (!outcome.ok) return this.registry.fail(command.id, outcome.error);
    const key = loaded.desk.contextKey;
    this.window.update(key, (current) => ({ desk: outcome.value.desk, sections: current.sections }));
    let done;
    try {
      done = await carryOutEffects(
        this.host,
        loaded.desk.context,
        outcome.value.effects,
        outcome.value.result,
      );
    } catch (error) {
      this.window.update(key, (current) => reverted(current, loaded.desk));
      throw error;
    }
    if (!done.ok) {
      this.window.update(key, (current) => reverted(current, loaded.desk));
      return this.registry.fail(command.id, done.error);
    }
    const stored = done.value.stored;
    if (stored) this.window.update(key, (current) => refreshed(current, stored));
    this.registry.accept(command.id, done.value.result);
  }
}
