/**
 * Suites that need an outside service read its address from the environment. Without it they
 * are skipped, and say so clearly; in CI (`CI=true`) a missing service is a failure instead.
 */
export function postgresUrl(): string | undefined {
  return process.env.MATCH_DESK_TEST_POSTGRES || undefined;
}

/** Registers a pending suite that explains why it was skipped, or fails in CI. */
export function describeWhenPostgres(title: string, body: (url: string) => void): void {
  const url = postgresUrl();
  if (url) {
    describe(`${title} [PostgreSQL]`, () => body(url));
    return;
  }
  if (process.env.CI === 'true') {
    describe(`${title} [PostgreSQL]`, () => {
      it('needs MATCH_DESK_TEST_POSTGRES in CI', () => {
        throw new Error('MATCH_DESK_TEST_POSTGRES is not set: the PostgreSQL suites must run in CI');
      });
    });
    return;
  }
  describe(`${title} [PostgreSQL]`, () => {
    it.skip('SKIPPED: set MATCH_DESK_TEST_POSTGRES=postgres://postgres@127.0.0.1:5432/test to run');
  });
}
