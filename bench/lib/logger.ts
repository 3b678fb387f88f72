import pino from 'pino';
import type { Logger } from '../../src/adapters/http/Logger';

/**
 * The hosts' own pino logger, writing its one line per request to /dev/null: the logging cost
 * stays in the measured path, the terminal stays readable.
 */
export function benchLogger(name: string): Logger {
  return pino({ name }, pino.destination({ dest: '/dev/null', sync: true }));
}
