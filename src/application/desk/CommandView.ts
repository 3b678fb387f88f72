import type { Command } from '../../domain/command/Command';

/** The local API's path of a command's status (spec 2.3: relative to {base_url}). */
export const statusUrlOf = (commandId: string): string => `/api/v1/commands/${encodeURIComponent(commandId)}`;

/**
 * Spec 2.3 Command, plus `kind`, `createdAt` and, on failure, the stable `code` and the params
 * `errors` as additional properties. An accepted command whose queued hosted write met a conflict
 * also has `error` and `code` (result `delivery: "conflict"`). Fields are listed one by one.
 */
export interface CommandView {
  id: string;
  state: 'pending' | 'accepted' | 'failed';
  statusUrl: string;
  contextKey: string;
  kind: 'click' | 'action';
  /** ISO date-time of the submission. */
  createdAt: string;
  result?: Record<string, string | number | boolean | null>;
  error?: string;
  code?: string;
  errors?: Record<string, string>;
}

export function commandView(command: Command): CommandView {
  const view: CommandView = {
    id: command.id,
    state: command.state,
    statusUrl: statusUrlOf(command.id),
    contextKey: command.contextKey,
    kind: command.request.kind,
    createdAt: new Date(command.createdAt).toISOString(),
  };
  if (command.state === 'accepted') {
    view.result = { ...command.result };
    // A hosted write queued offline that met a conflict later (issue 12): accepted, with why.
    if (command.error) {
      view.error = command.error.message;
      view.code = command.error.code;
    }
  }
  if (command.state === 'failed') {
    view.error = command.error.message;
    view.code = command.error.code;
    if (command.error.details) view.errors = { ...command.error.details };
  }
  return view;
}
