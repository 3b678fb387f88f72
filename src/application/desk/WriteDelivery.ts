import type { DomainError } from '../../domain/shared/DomainError';

/** A hosted write queued offline, settled later (issue 12): delivered, or a conflict with why. */
export type WriteDelivery =
  | { readonly journalId: string; readonly delivery: 'delivered'; readonly eventId: string }
  | { readonly journalId: string; readonly delivery: 'conflict'; readonly error: DomainError };

/** Subscribes to the settled writes (the write journal); returns the function that unsubscribes. */
export type WriteDeliveries = (listener: (delivery: WriteDelivery) => void) => () => void;
