import { expect } from 'chai';
import { demoData } from '../../../src/application/demo/demoData';
import { ImportChampionship } from '../../../src/application/import/ImportChampionship';
import { asPublishedRows, PUBLISHED_SEASONS, SERIE_A_2023_24 } from '../../support/publishedTables';
import { describeEachStore, useStores } from '../../support/stores';
import { imported, matchdesk, openfootballSeason, storedIds } from './support/importHelpers';
import { aMatchdeskJson } from './support/matchdeskJson';

// The import end to end on every store: memory, SQLite, and PostgreSQL when configured.
describeEachStore('ImportChampionship on the stores', (factory) => {
  const opened = useStores(factory);

  for (const season of PUBLISHED_SEASONS) {
    it(`stores exactly the published final table of ${season.title}`, async () => {
      const { stores } = opened.current();
      const report = await imported(stores, openfootballSeason(season), { tieBreak: season.tieBreak });
      const current = await stores.standings.current(report.championshipId);
      expect(asPublishedRows(current?.rows ?? [])).to.deep.equal(season.table);
    });
  }

  it('changes nothing when the same season is imported again: counts, ids and tables stay', async () => {
    const { stores } = opened.current();
    const doc = openfootballSeason(SERIE_A_2023_24);
    const first = await imported(stores, doc, { tieBreak: 'head-to-head' });
    const ids = await storedIds(stores, first.championshipId);
    const table = await stores.standings.current(first.championshipId);
    const again = await imported(stores, doc, { tieBreak: 'head-to-head' });
    expect(again).to.deep.equal({ ...first, created: 0, updated: 0 });
    expect(await storedIds(stores, first.championshipId)).to.deep.equal(ids);
    expect(await stores.standings.current(first.championshipId)).to.deep.equal(table);
  });

  it('refuses a re-import whose day takes the order of a stored day the file no longer lists, changing nothing (found by the fuzz: a crash)', async () => {
    const { stores } = opened.current();
    const json = aMatchdeskJson();
    json.days = [{ label: 'Round 1' }, { label: 'Round 1b' }, { label: 'Round 2' }];
    Object.assign(json.matches[1], { day: 'Round 1b', homeScore: 1, awayScore: 0 });
    const first = await imported(stores, matchdesk(json));
    const ids = await storedIds(stores, first.championshipId);
    const table = await stores.standings.current(first.championshipId);
    // Round 1b is gone from the file but stays stored (an import deletes nothing): Round 2 asks for its order.
    const again = aMatchdeskJson();
    again.days = [{ label: 'Round 1' }, { label: 'Round 2' }];
    Object.assign(again.matches[1], { homeScore: 1, awayScore: 0 });
    const report = await new ImportChampionship(stores.transactions).run(matchdesk(again));
    expect(report.ok).to.equal(false);
    if (report.ok) return;
    expect(report.error.code).to.equal('invalid_import');
    expect(report.error.details).to.have.property('days[1].order');
    expect(report.error.message).to.include('Round 1b');
    expect(await storedIds(stores, first.championshipId)).to.deep.equal(ids);
    expect(await stores.standings.current(first.championshipId)).to.deep.equal(table);
  });

  it("stores the line-up the file's substitutions leave, and the same again on a re-import (found by QA)", async () => {
    const { stores } = opened.current();
    const json = aMatchdeskJson();
    Object.assign(json.matches[0], {
      lineups: [
        { team: 'Alpha FC', player: 'Ann Archer', role: 'field' },
        { team: 'Alpha FC', player: 'Abe Adams', role: 'bench' },
      ],
      events: [
        { type: 1, club: 'Alpha FC', player: 'Ann Archer', timer: '12' },
        { type: 5, club: 'Alpha FC', player: 'Ann Archer', player_in: 'Abe Adams', timer: '70' },
      ],
    });
    const first = await imported(stores, matchdesk(json));
    const [match] = await stores.matches.ofChampionship(first.championshipId);
    const roles = async () => {
      const players = await stores.championships.players([match?.homeTeamId ?? '']);
      const name = (id: string) => players.find((p) => p.id === id)?.lastName;
      return (await stores.matches.lineups(match?.id ?? '')).map((l) => [name(l.playerId), l.role]).sort();
    };
    expect(await roles()).to.deep.equal([
      ['Adams', 'field'],
      ['Archer', 'bench'],
    ]);
    const again = await imported(stores, matchdesk(json));
    expect([again.created, again.updated]).to.deep.equal([0, 0]);
    expect(await roles()).to.deep.equal([
      ['Adams', 'field'],
      ['Archer', 'bench'],
    ]);
  });

  it('refuses a companyId that names no company with not_found, storing nothing (found by QA: the store threw)', async () => {
    const { stores } = opened.current();
    const report = await new ImportChampionship(stores.transactions).run(matchdesk(aMatchdeskJson()), {
      companyId: '999999',
    });
    expect(report.ok ? 'imported' : [report.error.code, report.error.details]).to.deep.equal([
      'not_found',
      { companyId: 'no company has the id "999999"' },
    ]);
    expect(await stores.companies.list()).to.deep.equal([]);
  });

  it('imports the demo data, events, line-ups and tennis sets included, and again without change', async () => {
    const { stores } = opened.current();
    const importer = new ImportChampionship(stores.transactions);
    const demo = demoData();
    for (const round of ['first', 'second']) {
      for (const doc of demo.documents) {
        const report = await importer.run(doc, { company: demo.company });
        if (!report.ok) throw new Error(report.error.message);
        if (round === 'second') expect([report.value.created, report.value.updated]).to.deep.equal([0, 0]);
      }
    }
  });
});
