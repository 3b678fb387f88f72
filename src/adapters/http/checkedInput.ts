import { fromDomainError } from '../errors/ApiError';
import type { CheckOptions, InputClass } from '../validation/checkInput';
import { checkInput } from '../validation/checkInput';

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
