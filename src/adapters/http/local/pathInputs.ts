import { IsString } from 'class-validator';
import { Input } from '../../validation/Input';

// Spec 4.1: the path parameters of /api/v1 (api/local.openapi.json). Any text (the router gives a
// non-empty segment): which ids exist is the desk's to say (404), a NUL in one included.

const PATH = {
  closed: true,
  code: 'invalid_parameters',
  message: 'The path is invalid.',
  lookup: true,
} as const;

@Input(PATH)
export class ButtonPath {
  @IsString()
  buttonId!: string;
}

@Input(PATH)
export class ActionPath {
  @IsString()
  actionId!: string;
}

@Input(PATH)
export class TextPath {
  @IsString()
  textId!: string;
}

@Input(PATH)
export class CommandPath {
  @IsString()
  commandId!: string;
}
