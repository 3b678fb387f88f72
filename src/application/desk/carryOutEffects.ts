import type { CommandResult } from '../../domain/command/Command';
import type { DeskContext } from '../../domain/desk/DeskContext';
import type { DeskEffect } from '../../domain/desk/DeskEffect';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { actionUnavailable } from '../../domain/desk/deskErrors';
import { err, ok } from '../../domain/shared/Result';
import type { DeskHost, HostedMatch } from '../ports/DeskHost';

/** What the store writes of a command produced: the match as now stored, and the result to report. */
export interface CarriedOut {
  readonly stored: HostedMatch | null;
  readonly result: CommandResult;
}

/**
 * Carries out a command's effects (domain/desk README): recorded and deleted events go to the
 * host, which saves them with the web write's rules; the desk-only effects are handed over.
 * The first refused write stops and fails the command.
 */
export async function carryOutEffects(
  host: DeskHost,
  context: DeskContext,
  effects: readonly DeskEffect[],
  result: CommandResult,
): Promise<Result<CarriedOut, DomainError>> {
  let stored: HostedMatch | null = null;
  let reported = result;
  const deskOnly: DeskEffect[] = [];
  for (const effect of effects) {
    if (effect.type === 'event_recorded') {
      const saved = await host.saveEvent(context, effect.draft);
      if (!saved.ok) return saved;
      stored = saved.value.match;
      // A queued hosted write has no hosted id yet (not even the desk's provisional one): its
      // journal id names it until it is delivered.
      reported =
        saved.value.delivery === 'queued'
          ? { ...withoutEventId(reported), delivery: 'queued', journalId: saved.value.eventId }
          : { ...reported, eventId: saved.value.eventId };
      if (saved.value.delivery === 'delivered') reported = { ...reported, delivery: 'delivered' };
    } else if (effect.type === 'outcome_set') {
      if (!host.setDecidedIn) {
        return err(
          actionUnavailable('set_decided_in', 'this desk host cannot save how a match was decided.'),
        );
      }
      const saved = await host.setDecidedIn(context, effect.decidedIn);
      if (!saved.ok) return saved;
      stored = saved.value;
    } else if (effect.type === 'event_deleted' && effect.saved) {
      const deleted = await host.deleteEvent(context, effect.eventId);
      if (!deleted.ok) return deleted;
      stored = deleted.value;
    } else {
      deskOnly.push(effect);
    }
  }
  if (deskOnly.length > 0 && host.handOver) await host.handOver(context, deskOnly);
  return ok({ stored, result: reported });
}

function withoutEventId(result: CommandResult): CommandResult {
  return Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'eventId'));
}
