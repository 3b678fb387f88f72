import { expect } from 'chai';
import { demoData, DEMO_COMPANY } from '../../../src/application/demo/demoData';
import { ImportChampionship } from '../../../src/application/import/ImportChampionship';
import type { MatchdeskDocument } from '../../../src/application/import/MatchdeskDocument';
import { readMatchdesk } from './support/readDocuments';
import { createMemoryStores } from '../../../src/adapters/memory';
import { SPORTS } from '../../../src/domain/sport/Sport';
import type { Sport } from '../../../src/domain/sport/Sport';

const docOf = (sport: Sport): MatchdeskDocument => {
  const doc = demoData().documents.find((d) => d.championship.sport === sport);
  if (!doc) throw new Error(`no demo championship for ${sport}`);
  return doc;
};
const finishedWithEvents = (doc: MatchdeskDocument) =>
  doc.matches.find((m) => m.status === 'finished' && m.events.length > 0);

describe('demo data', () => {
  it('has one championship per sport for the demo company', () => {
    const demo = demoData();
    expect(demo.company).to.equal(DEMO_COMPANY);
    expect(demo.documents.map((d) => d.championship.sport)).to.have.members([...SPORTS]);
  });

  it('is the same on every call (no clock, no randomness)', () => {
    expect(JSON.parse(JSON.stringify(demoData()))).to.deep.equal(JSON.parse(JSON.stringify(demoData())));
  });

  it('writes documents that read back unchanged in the matchdesk format', () => {
    for (const doc of demoData().documents) {
      const reread = readMatchdesk(JSON.parse(JSON.stringify(doc)));
      expect(reread.ok && reread.value, doc.championship.name).to.deep.equal(doc);
    }
  });

  for (const sport of SPORTS) {
    it(`gives ${sport} teams, players, a finished match with events and an in-play match`, () => {
      const doc = docOf(sport);
      expect(doc.teams.length).to.be.at.least(4);
      expect(doc.players.length).to.be.at.least(doc.teams.length);
      expect(doc.days.length).to.be.at.least(3);
      expect(finishedWithEvents(doc)).to.not.equal(undefined);
      expect(doc.matches.some((m) => m.status === 'live' && m.events.length > 0)).to.be.true;
    });
  }

  for (const sport of ['football', 'futsal', 'hockey', 'handball', 'basketball'] as const) {
    it(`lines up ${sport} players on the field and on the bench`, () => {
      const lineups = finishedWithEvents(docOf(sport))?.lineups ?? [];
      expect(lineups.some((l) => l.role === 'field')).to.be.true;
      expect(lineups.some((l) => l.role === 'bench')).to.be.true;
    });
  }

  it('has a football own goal that counts for the other side', () => {
    const match = finishedWithEvents(docOf('football'));
    const ownGoal = match?.events.find((e) => e.type === 6);
    expect(ownGoal?.club).to.equal(match?.away);
    expect([match?.homeScore, match?.awayScore]).to.deep.equal([3, 1]);
  });

  it('has a basketball 3-pointer counted for 3 points', () => {
    const match = finishedWithEvents(docOf('basketball'));
    expect(match?.events.some((e) => e.type === 1 && e.value === 3)).to.be.true;
    expect([match?.homeScore, match?.awayScore]).to.deep.equal([5, 3]);
  });

  it('has a tennis doubles entrant with two partners and a set decided by a tie-break', () => {
    const doc = docOf('tennis');
    const pair = doc.teams.find((t) => doc.players.filter((p) => p.team === t.name).length === 2);
    expect(pair?.name).to.equal('Keller / Moreau');
    const match = finishedWithEvents(doc);
    expect(match?.events.some((e) => e.type === 2)).to.be.true;
    expect([match?.homeScore, match?.awayScore]).to.deep.equal([2, 1]);
  });

  it('imports every championship, with tennis sets derived from the games', async () => {
    const stores = createMemoryStores();
    const importer = new ImportChampionship(stores.transactions);
    const demo = demoData();
    for (const doc of demo.documents) {
      const report = await importer.run(doc, { company: demo.company });
      expect(report.ok, doc.championship.name).to.be.true;
    }
    const [company] = await stores.companies.list();
    const championships = await stores.championships.list({
      companyIds: [company?.id ?? ''],
      includeArchived: true,
    });
    expect(championships).to.have.length(SPORTS.length);
    const tennis = championships.find((c) => c.sport === 'tennis');
    const [first] = await stores.matches.ofChampionship(tennis?.id ?? '');
    const sets = await stores.matches.sets(first?.id ?? '');
    expect(
      sets.map((s) => [s.homeGames, s.awayGames, s.homeTieBreak, s.awayTieBreak, s.winner]),
    ).to.deep.equal([
      [6, 4, null, null, 'home'],
      [6, 7, 5, 7, 'away'],
      [7, 6, 7, 4, 'home'],
    ]);
  });

  it('changes nothing when imported a second time', async () => {
    const stores = createMemoryStores();
    const importer = new ImportChampionship(stores.transactions);
    const demo = demoData();
    for (const doc of demo.documents) await importer.run(doc, { company: demo.company });
    for (const doc of demo.documents) {
      const again = await importer.run(doc, { company: demo.company });
      expect(again.ok && [again.value.created, again.value.updated], doc.championship.name).to.deep.equal([
        0, 0,
      ]);
    }
  });
});
