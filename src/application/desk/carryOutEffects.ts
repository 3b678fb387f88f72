import type { CommandResult } from '../../domain/command/Command';
import type { DeskContext } from '../../domain/desk/DeskContext';
import type { DeskEffect } from '../../domain/desk/DeskEffect';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { actionUnavailable } from '../../domain/desk/deskErrors';
import { err, ok } from '../../domain/shared/Result';
import type { DeskHost, HostedMatch, SavedEvent } from '../ports/DeskHost';

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
      reported = withDelivery(reported, saved.value, true);
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
      stored = deleted.value.match;
      reported = withDelivery(reported, deleted.value, false);
    } else {
      deskOnly.push(effect);
    }
  }
  if (deskOnly.length > 0 && host.handOver) await host.handOver(context, deskOnly);
  return ok({ stored, result: reported });
}

/**
 * Where a hosted write stands in the command's result (issue 12). A queued write has no hosted id
 * yet (not even the desk's provisional one): its journal id names it until it is delivered. A
 * saved event's id is reported once known; a delete keeps the id the operator named.
 */
function withDelivery(result: CommandResult, written: SavedEvent, reportsId: boolean): CommandResult {
  if (written.delivery === 'queued')
    return {
      ...(reportsId ? withoutEventId(result) : result),
      delivery: 'queued',
      journalId: written.eventId,
    };
  const withId = reportsId ? { ...result, eventId: written.eventId } : result;
  return written.delivery === 'delivered' ? { ...withId, delivery: 'delivered' } : withId;
}

function withoutEventId(result: CommandResult): CommandResult {
  return Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'eventId'));
}
