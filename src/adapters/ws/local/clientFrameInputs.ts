import { Equals, IsString } from 'class-validator';
import { ActionBody, ClickBody } from '../../http/local/commandInputs';
import { TextOf } from '../../validation/Chars';
import { Input } from '../../validation/Input';
import { Optional } from '../../validation/Optional';

// What a client may send on /ws (CONTRACT-NOTES "/ws messages"; api/realtime.asyncapi.json
// LocalAuth, LocalPing, LocalClick, LocalAction). A click or action is its HTTP body plus the
// frame's own fields, and is refused as the POST would be.

export const MAX_REQUEST_ID_LENGTH = 100;

const REQUEST_ID = `requestId is required: a string of 1 to ${MAX_REQUEST_ID_LENGTH} characters.`;
const notACommandField = (name: string): string => `${name} is not a field of this command.`;
const frame = (kind: string) =>
  ({
    closed: true,
    code: 'invalid_parameters',
    message: `The ${kind} message is invalid.`,
    unknownField: notACommandField,
  }) as const;

/** Only as the first frame (when no Bearer header was sent); other fields are ignored. */
@Input({ closed: false, code: 'invalid_parameters', message: 'The auth message needs token.' })
export class AuthFrame {
  @Equals('auth')
  type!: 'auth';

  @IsString({ message: 'required' })
  token!: string;
}

/** Answered by `pong`, with the requestId when there is one; other fields are ignored. */
@Input({ closed: false, code: 'invalid_parameters', message: 'The ping message is invalid.' })
export class PingFrame {
  @Equals('ping')
  type!: 'ping';

  @Optional()
  @TextOf(REQUEST_ID, MAX_REQUEST_ID_LENGTH)
  requestId?: string;
}

@Input(frame('click'))
export class ClickFrame extends ClickBody {
  @Equals('click')
  type!: 'click';

  @TextOf(REQUEST_ID, MAX_REQUEST_ID_LENGTH)
  requestId!: string;

  @TextOf('buttonId is required.')
  buttonId!: string;
}

@Input(frame('action'))
export class ActionFrame extends ActionBody {
  @Equals('action')
  type!: 'action';

  @TextOf(REQUEST_ID, MAX_REQUEST_ID_LENGTH)
  requestId!: string;

  @TextOf('actionId is required.')
  actionId!: string;
}
