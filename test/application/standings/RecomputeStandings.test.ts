import { expect } from 'chai';
import { RecomputeStandings } from '../../../src/application/standings/RecomputeStandings';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { MemoryStores } from '../../../src/adapters/memory';
import { imported, matchdesk } from '../import/support/importHelpers';
import { aMatchdeskJson } from '../import/support/matchdeskJson';

describe('RecomputeStandings', () => {
  let stores: MemoryStores;

  beforeEach(() => {
    stores = createMemoryStores();
  });

  it('refuses an unknown championship with not_found', async () => {
    const result = await new RecomputeStandings(stores).run('404');
    expect(!result.ok && result.error.code).to.equal('not_found');
  });

  it('stores new tables after a result changed, one per day with results', async () => {
    const report = await imported(stores, matchdesk(aMatchdeskJson()));
    const [, later] = await stores.matches.ofChampionship(report.championshipId);
    if (!later) throw new Error('the document has two matches');
    await stores.matches.update({ ...later, status: 'finished', homeScore: 0, awayScore: 4 });

    const result = await new RecomputeStandings(stores).run(report.championshipId);

    expect(result.ok && result.value.map((t) => t.dayOrder)).to.deep.equal([1, 5]);
    const current = await stores.standings.current(report.championshipId);
    expect(current?.dayId).to.equal(later.dayId);
    const gamma = current?.rows.find((r) => r.name === 'Gamma FC');
    // Gamma FC has no group: it is ranked alone, and its 3-point penalty takes the win's points.
    expect([
      gamma?.points,
      gamma?.goalsFor,
      gamma?.rank,
      gamma?.previousRank,
      gamma?.groupName,
    ]).to.deep.equal([0, 4, 1, 1, '']);
  });

  it('runs inside a transaction on the stores it is given', async () => {
    const report = await imported(stores, matchdesk(aMatchdeskJson()));
    const tables = await stores.transactions.run((tx) =>
      new RecomputeStandings(tx).run(report.championshipId),
    );
    expect(tables.ok && tables.value).to.have.length(1);
  });
});
