import type { CommandView } from './CommandView';

/**
 * What changed on the desk, for the /ws session to push (spec 6.1). Listeners read the new state
 * from the service; a change carries only what identifies it.
 * - `match_loaded`: a match is now in the main window (after `match_unloaded` of the previous one).
 * - `match_unloaded`: the match is gone; clients drop its data (`unavailable`).
 * - `state_changed`: the state of the loaded match changed (command, edit mode, store refresh, OCR).
 * - `command_updated`: a command was created (pending) or finished (accepted / failed).
 */
export type DeskChange =
  | { readonly type: 'match_loaded'; readonly contextKey: string }
  | { readonly type: 'match_unloaded'; readonly contextKey: string }
  | { readonly type: 'state_changed'; readonly contextKey: string }
  | { readonly type: 'command_updated'; readonly command: CommandView };

export type DeskChangeListener = (change: DeskChange) => void;
