import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../domain/access/accountRules';
import { apiError } from '../../../errors/ApiError';

export interface LoginBody {
  readonly email: string;
  readonly password: string;
}

/** `POST /api/session {email, password}`: two bounded strings and nothing else (400 otherwise). */
export function checkLoginBody(body: Record<string, unknown>): LoginBody {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    if (name !== 'email' && name !== 'password') errors[name] = `${name} is not a field of a login`;
  }
  const { email, password } = body;
  if (typeof email !== 'string' || email.trim() === '') errors.email = 'email is required';
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = `email has at most ${EMAIL_MAX_LENGTH} characters`;
  if (typeof password !== 'string' || password === '') errors.password = 'password is required';
  else if (password.length > PASSWORD_MAX_LENGTH) {
    errors.password = `password has at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (Object.keys(errors).length > 0)
    throw apiError('invalid_parameters', errors, { message: 'The login is invalid.' });
  return { email: email as string, password: password as string };
}
