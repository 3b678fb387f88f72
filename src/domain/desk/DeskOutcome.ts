import type { CommandResult } from '../command/Command';
import type { Desk } from './Desk';
import type { DeskEffect } from './DeskEffect';

/** A click or an action that went through: the new desk, what to carry out, and the command's result. */
export interface DeskOutcome {
  readonly desk: Desk;
  readonly effects: readonly DeskEffect[];
  readonly result: CommandResult;
}
