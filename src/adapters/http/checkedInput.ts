import { fromDomainError } from '../errors/ApiError';
import type { CheckOptions, InputClass } from '../validation/checkInput';
import { checkInput } from '../validation/checkInput';
import { RememberedByText } from './RememberedByText';

/** An HTTP input (body, query, path) checked by its input class; a refusal is thrown as the API error. */
export function checkedInput<T extends object>(
  dto: InputClass<T>,
  plain: unknown,
  options?: CheckOptions,
): T {
  const checked = checkInput(dto, plain, options);
  if (!checked.ok) throw fromDomainError(checked.error);
  return checked.value;
}

/** Accepted inputs, by input class and by the text they were read from. */
const accepted = new WeakMap<InputClass<object>, RememberedByText<object>>();
/** Texts kept per input class: the oldest goes first. */
const ACCEPTED_PER_CLASS = 512;

/**
 * checkedInput for an input that arrives again and again as the same text: a read's query string,
 * the sport of a path. `plain` must be what `text` parses to. An accepted input is checked once
 * and its frozen instance given again; a refusal is checked (and thrown) every time. Issue 11: the
 * class-validator pass was a tenth of a warm read's own work.
 */
export function checkedRepeatedInput<T extends object>(
  dto: InputClass<T>,
  text: string,
  plain: unknown,
): Readonly<T> {
  let kept = accepted.get(dto);
  if (!kept) {
    kept = new RememberedByText(ACCEPTED_PER_CLASS);
    accepted.set(dto, kept);
  }
  return kept.of(text, () => Object.freeze(checkedInput(dto, plain))) as T;
}
