import type { DomainError } from '../../shared/DomainError';
import type { Result } from '../../shared/Result';
import type { Desk } from '../Desk';
import type { DeskOutcome } from '../DeskOutcome';
import type { AvailabilityRule } from './availability';
import type { ParamSpec, Params } from './ParamSpec';

/** What an action run gets besides the desk: the time (epoch ms) and the command it runs for. */
export interface ActionContext {
  readonly now: number;
  /** Names the optimistic event an action records (`pending-<commandId>`). */
  readonly commandId: string;
}

/** An action of the catalog (spec 4.1 rule 4): its availability rules, its params and its run. */
export interface ActionDefinition {
  readonly id: string;
  readonly label: string;
  readonly rules: readonly AvailabilityRule[];
  readonly params: (desk: Desk) => readonly ParamSpec[];
  readonly run: (desk: Desk, params: Params, ctx: ActionContext) => Result<DeskOutcome, DomainError>;
}
