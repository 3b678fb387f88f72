/**
 * Resolves after `ms`. The timer keeps the process alive: a caller awaits it (the poll of a
 * click), and a script whose only work is that await must not exit before it resolves (found by
 * review: with an unref'ed timer, the README's client example exited without its answer).
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
