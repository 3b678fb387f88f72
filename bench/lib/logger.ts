import type { Logger } from '../../src/adapters/http/Logger';
import { hostLogger } from '../../src/bootstrap/hostLogger';

/**
 * The hosts' own logger (hostLogger, as the CLI builds it), writing its one line per request to
 * /dev/null: the logging cost stays in the measured path, the terminal stays readable.
 */
export function benchLogger(name: string): Logger {
  return hostLogger(name, '/dev/null');
}
