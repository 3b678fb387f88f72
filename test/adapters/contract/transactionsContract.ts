import { expect } from 'chai';
import type { MatchDataStores } from '../../../src/application/ports/MatchData';
import {
  aNewChampionship,
  aNewCompany,
  aNewEvent,
  aNewMatch,
  aStanding,
} from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import type { League } from '../../support/contract/seedLeague';
import { seedLeague } from '../../support/contract/seedLeague';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

export function describeTransactionsContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`Transactions contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const stores = () => opened.current().stores;
    let league: League;
    let matchId: string;
    beforeEach(async () => {
      league = await seedLeague(stores());
      const day = league.days[0]?.id ?? '';
      matchId = (
        await stores().matches.create(
          aNewMatch(league.championship.id, {
            dayId: day,
            homeTeamId: league.home.id,
            awayTeamId: league.away.id,
          }),
        )
      ).id;
    });

    /** Writes to every store inside `tx`, then returns what it wrote. */
    const writeEverywhere = async (tx: MatchDataStores) => {
      const company = await tx.companies.create(aNewCompany({ name: 'Written in a transaction' }));
      await tx.championships.update({ ...league.championship, name: 'Renamed in a transaction' });
      const event = await tx.matches.addEvent(aNewEvent(matchId, { clubId: league.home.id }));
      const match = await tx.matches.byId(matchId);
      if (!match) throw new Error('the match exists');
      await tx.matches.update({ ...match, homeScore: 1, awayScore: 0, version: match.version + 1 });
      await tx.standings.replaceAll(league.championship.id, [
        {
          championshipId: league.championship.id,
          dayId: league.days[0]?.id ?? '',
          dayOrder: 1,
          rows: [aStanding(league.home.id, 'Lyon')],
        },
      ]);
      return { company, event };
    };

    it('commits every write when the work succeeds and returns its value', async () => {
      const written = await stores().transactions.run(writeEverywhere);
      expect(await stores().companies.byName('Written in a transaction')).to.deep.equal(written.company);
      expect((await stores().championships.byId(league.championship.id))?.name).to.equal(
        'Renamed in a transaction',
      );
      expect(await stores().matches.events(matchId)).to.deep.equal([written.event]);
      expect((await stores().matches.byId(matchId))?.homeScore).to.equal(1);
      expect(await stores().standings.current(league.championship.id)).to.not.equal(null);
    });

    it('rolls back every write when the work throws, and rethrows its error', async () => {
      const failure = new Error('the work failed');
      const error = await rejectionOf(
        stores().transactions.run(async (tx) => {
          await writeEverywhere(tx);
          throw failure;
        }),
      );
      expect(error).to.equal(failure);
      expect(await stores().companies.byName('Written in a transaction')).to.equal(null);
      expect(await stores().championships.byId(league.championship.id)).to.deep.equal(league.championship);
      expect(await stores().matches.events(matchId)).to.deep.equal([]);
      expect((await stores().matches.byId(matchId))?.homeScore).to.equal(null);
      expect(await stores().standings.current(league.championship.id)).to.equal(null);
    });

    it('rolls back earlier writes when a store refuses a later one', async () => {
      await rejectionOf(
        stores().transactions.run(async (tx) => {
          await tx.matches.addEvent(aNewEvent(matchId));
          await tx.matches.addEvent(aNewEvent('999999'));
        }),
      );
      expect(await stores().matches.events(matchId)).to.deep.equal([]);
    });

    it('lets the work read its own writes', async () => {
      const seen = await stores().transactions.run(async (tx) => {
        const event = await tx.matches.addEvent(aNewEvent(matchId));
        return tx.matches.events(matchId).then((events) => events.map((e) => e.id).includes(event.id));
      });
      expect(seen).to.equal(true);
    });

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** A transaction that writes a company, waits, and commits or throws. */
    const aTransaction = (companyName: string, waitMs: number, fails: boolean) =>
      stores().transactions.run(async (tx) => {
        const company = await tx.companies.create(aNewCompany({ name: companyName }));
        await pause(waitMs);
        if (fails) throw new Error(`${companyName} fails`);
        await tx.championships.create(aNewChampionship(company.id));
        return company;
      });

    for (const failingFirst of [true, false]) {
      const order = failingFirst ? 'started before' : 'started after';
      it(`keeps a committed transaction when a failing one ${order} it runs beside it`, async () => {
        const failing = () => aTransaction('Dropped', failingFirst ? 30 : 5, true);
        const committing = () => aTransaction('Kept', failingFirst ? 5 : 30, false);
        const [first, second] = failingFirst ? [failing(), committing()] : [committing(), failing()];
        const results = await Promise.allSettled([first, second]);
        expect(results.map((r) => r.status)).to.deep.equal(
          failingFirst ? ['rejected', 'fulfilled'] : ['fulfilled', 'rejected'],
        );
        expect(await stores().companies.byName('Kept')).to.not.equal(null);
        expect(await stores().companies.byName('Dropped')).to.equal(null);
        const kept = await stores().companies.byName('Kept');
        expect(
          await stores().championships.list({ companyIds: [kept?.id ?? ''], includeArchived: true }),
        ).to.have.length(1);
      });
    }

    it('holds a championship locked for writing until the transaction ends, then lets the next writer in', async () => {
      const steps: string[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const id = league.championship.id;
      const first = stores().transactions.run(async (tx) => {
        expect(await tx.championships.lockForWrite(id)).to.equal(true);
        steps.push('first holds');
        await gate;
        steps.push('first commits');
      });
      await pause(30);
      const second = stores().transactions.run(async (tx) => {
        await tx.championships.lockForWrite(id);
        steps.push('second holds');
      });
      await pause(60);
      release();
      await Promise.all([first, second]);
      expect(steps).to.deep.equal(['first holds', 'first commits', 'second holds']);
    });

    it('answers false when asked to lock a championship that does not exist', async () => {
      expect(await stores().transactions.run((tx) => tx.championships.lockForWrite('999999'))).to.equal(
        false,
      );
      expect(await stores().transactions.run((tx) => tx.championships.lockForWrite('x'))).to.equal(false);
    });
  });
}
