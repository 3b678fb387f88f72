import { expect } from 'chai';
import { HostedDeskHost } from '../../../../src/application/desk/hosted/HostedDeskHost';
import type { HostedMatch } from '../../../../src/application/ports/DeskHost';
import { HOSTED_UNREACHABLE } from '../../../../src/application/ports/HostedEventWrites';
import type { HostedMatchCache } from '../../../../src/application/ports/HostedMatchCache';
import type { HostedMatches } from '../../../../src/application/ports/HostedMatches';
import { contextKeyOf } from '../../../../src/domain/match/views';
import { domainError } from '../../../../src/domain/shared/DomainError';
import { err } from '../../../../src/domain/shared/Result';
import { demoHostedMatch } from '../support/demoStores';

/** Issue 12: a hosted desk started while the service cannot be reached loads the copy it kept. */
describe('HostedDeskHost: the match kept on the workstation', () => {
  let kept: HostedMatch;

  before(async () => {
    kept = await demoHostedMatch();
  });

  const unreachable = () =>
    Promise.resolve(err(domainError(HOSTED_UNREACHABLE, 'The hosted service cannot be reached.')));
  const downService: HostedMatches = {
    championships: unreachable,
    matches: unreachable,
    read: unreachable,
    snapshot: unreachable,
  };
  const cacheOf = (match: HostedMatch | null): HostedMatchCache & { writes: number } => ({
    writes: 0,
    read: () => Promise.resolve(match),
    async write() {
      this.writes += 1;
    },
  });
  const host = (cache: HostedMatchCache) =>
    new HostedDeskHost(
      downService,
      { submit: () => Promise.reject(new Error('no write here')) },
      undefined,
      cache,
    );

  it('loads the kept copy of the same match, by id or contextKey, and stays offline', async () => {
    const m = kept.source.match;
    const cache = cacheOf(kept);
    for (const id of [
      m.id,
      contextKeyOf({ sport: m.sport, championshipId: m.championshipId, matchId: m.id }),
    ]) {
      const desk = host(cache);
      const loaded = await desk.loadMatch(id);
      expect(loaded.ok && loaded.value, id).to.deep.equal(kept);
      expect(desk.servesKeptCopy()).to.equal(true);
      expect(desk.link().online).to.equal(false);
    }
    // A copy loaded from the cache is not written back to it.
    expect(cache.writes).to.equal(0);
  });

  it('does not load a kept copy of another match, nor without one: the service’s refusal stands', async () => {
    for (const cache of [cacheOf(kept), cacheOf(null)]) {
      const loaded = await host(cache).loadMatch(`${kept.source.match.id}9`);
      expect(loaded.ok || loaded.error.code).to.equal(HOSTED_UNREACHABLE);
    }
  });
});
