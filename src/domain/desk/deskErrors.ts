import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';

// CONTRACT-NOTES, command failure conditions: stable codes, one sentence each.
export const DESK_ERROR_CODES = {
  matchUnavailable: 'match_unavailable', // 409
  contextChanged: 'context_changed', // 409
  buttonUnknown: 'button_unknown', // 404
  buttonDisabled: 'button_disabled',
  gestureNotAllowed: 'gesture_not_allowed',
  actionUnknown: 'action_unknown', // 404
  actionUnavailable: 'action_unavailable',
  invalidParams: 'invalid_params', // 400
  nothingPrepared: 'nothing_prepared',
} as const;

const C = DESK_ERROR_CODES;

export const matchUnavailable = (): DomainError =>
  domainError(C.matchUnavailable, 'No match is loaded: open a match in the main window.');

export const contextChanged = (sent: string, current: string): DomainError =>
  domainError(
    C.contextChanged,
    `The loaded match changed: the command names ${sent || '(no context)'} but the desk holds ${current}. Re-read the state.`,
  );

export const buttonUnknown = (id: string): DomainError =>
  domainError(C.buttonUnknown, `Button ${id} does not exist.`);

export const buttonDisabled = (id: string): DomainError =>
  domainError(C.buttonDisabled, `Button ${id} is disabled.`);

export const gestureNotAllowed = (id: string, gesture: string, allowed: readonly string[]): DomainError =>
  domainError(
    C.gestureNotAllowed,
    `Button ${id} does not take the ${gesture} gesture; it takes ${allowed.join(', ')}.`,
  );

export const actionUnknown = (id: string): DomainError =>
  domainError(C.actionUnknown, `Action ${id} does not exist.`);

export const actionUnavailable = (id: string, reason: string): DomainError =>
  domainError(C.actionUnavailable, `Action ${id} is unavailable: ${reason}`);

export const invalidParams = (details: Record<string, string>): DomainError =>
  domainError(C.invalidParams, 'The action params are invalid.', details);

export const nothingPrepared = (): DomainError =>
  domainError(C.nothingPrepared, 'Nothing is prepared: prepare an event or a substitution first.');
