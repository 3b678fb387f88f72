import type { RateLimitPolicy } from '../../../../application/ports/RateLimits';

/** CONTRACT-NOTES "Token management": 30 requests a minute per session. */
export const TOKEN_MANAGEMENT_POLICY: RateLimitPolicy = {
  name: 'token-management',
  capacity: 30,
  refillPerSecond: 30 / 60,
};

/**
 * Our choice: 10 login attempts a minute per client address. Each attempt costs a scrypt
 * derivation (128 MiB), so the limit guards memory as well as passwords.
 */
export const LOGIN_POLICY: RateLimitPolicy = { name: 'login', capacity: 10, refillPerSecond: 10 / 60 };
