import { IsIn, IsObject } from 'class-validator';
import { GESTURES } from '../../../domain/desk/Gesture';
import type { Gesture } from '../../../domain/desk/Gesture';
import { TextOf } from '../../validation/Chars';
import { Input } from '../../validation/Input';
import { Optional } from '../../validation/Optional';

// Spec 4.1: the bodies of the two commands (api/local.openapi.json ClickBody, ActionBody). The
// /ws click and action frames extend them (clientFrameInputs).

const CONTEXT_KEY = 'contextKey is required, as a string: the value read from GET /api/v1/state.';
const notACommandField = (name: string): string => `${name} is not a field of this command.`;

const COMMAND = {
  closed: true,
  code: 'invalid_parameters',
  message: 'The command body is invalid.',
  unknownField: notACommandField,
} as const;

/** `{contextKey, gesture?}`; gesture is left, middle, right or reset (default left). */
@Input(COMMAND)
export class ClickBody {
  @TextOf(CONTEXT_KEY)
  contextKey!: string;

  @Optional()
  @IsIn(GESTURES, { message: `gesture must be one of ${GESTURES.join(', ')}.` })
  gesture?: Gesture;
}

/** `{contextKey, params?}`; params is an object whose content the action announces. */
@Input(COMMAND)
export class ActionBody {
  @TextOf(CONTEXT_KEY)
  contextKey!: string;

  @Optional()
  @IsObject({ message: 'params must be an object.' })
  params?: Record<string, unknown>;
}
