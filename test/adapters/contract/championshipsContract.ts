import { expect } from 'chai';
import type { Championship } from '../../../src/domain/championship/Championship';
import {
  aNewChampionship,
  aNewCompany,
  aNewDay,
  aNewGroup,
  aNewMatch,
  aNewPhase,
  aNewPlayer,
  aNewTeam,
} from '../../support/contract/newRecords';
import { EMPTY_MATCH_INFO } from '../../../src/domain/match/Match';
import { rejectionOf } from '../../support/contract/rejection';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

export function describeChampionshipsContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`Championships contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const stores = () => opened.current().stores;
    const championships = () => stores().championships;
    const aCompany = async (companyName = 'LFP') =>
      (await stores().companies.create(aNewCompany({ name: companyName }))).id;

    describe('championships', () => {
      it('creates a championship and reads every field back, rules and adjustments included', async () => {
        const companyId = await aCompany();
        const input = aNewChampionship(companyId, {
          sport: 'handball',
          archived: true,
          pointsRule: { win: 2, draw: 1, loss: 0 },
          tieBreak: 'head-to-head',
          adjustments: [{ teamId: '7', points: -3, reason: 'financial penalty' }],
        });
        const created = await championships().create(input);
        expect(created.id).to.match(/^[0-9]+$/);
        expect(created).to.deep.equal({ ...input, id: created.id });
        expect(await championships().byId(created.id)).to.deep.equal(created);
      });

      it('stores a chain of criteria, the overtime and shootout points and the walkover rule (issue 14)', async () => {
        const companyId = await aCompany();
        const input = aNewChampionship(companyId, {
          name: 'Ranked by a chain',
          pointsRule: {
            win: 3,
            draw: 1,
            loss: 0,
            overtimeWin: 2,
            overtimeLoss: 1,
            shootoutGoal: 'winner',
            walkoverLoss: -1,
            walkoverScore: 20,
          },
          tieBreak: {
            criteria: ['points', 'direct-match', 'mini-league-points', 'stable'],
            partial: 'restart',
          },
        });
        const created = await championships().create(input);
        expect(await championships().byId(created.id)).to.deep.equal(created);
        await championships().update({ ...created, tieBreak: 'atp-finals' });
        expect((await championships().byId(created.id))?.tieBreak).to.equal('atp-finals');
      });

      it('finds a championship by company, sport and name only when all three match', async () => {
        const companyId = await aCompany();
        const other = await aCompany('Other');
        const created = await championships().create(aNewChampionship(companyId, { name: 'Cup' }));
        expect(await championships().find(companyId, 'football', 'Cup')).to.deep.equal(created);
        expect(await championships().find(companyId, 'futsal', 'Cup')).to.equal(null);
        expect(await championships().find(companyId, 'football', 'Shield')).to.equal(null);
        expect(await championships().find(other, 'football', 'Cup')).to.equal(null);
        expect(await championships().find('nope', 'football', 'Cup')).to.equal(null);
      });

      it('refuses a second championship with the same company, sport and name', async () => {
        const companyId = await aCompany();
        await championships().create(aNewChampionship(companyId, { name: 'Cup' }));
        await championships().create(aNewChampionship(companyId, { name: 'Cup', sport: 'futsal' }));
        await rejectionOf(championships().create(aNewChampionship(companyId, { name: 'Cup' })));
      });

      it('refuses a championship of an unknown company', async () => {
        await rejectionOf(championships().create(aNewChampionship('999999')));
      });

      it('updates a championship', async () => {
        const created = await championships().create(aNewChampionship(await aCompany()));
        const changed: Championship = {
          ...created,
          archived: true,
          adjustments: [{ teamId: '3', points: -10, reason: 'administration' }],
        };
        await championships().update(changed);
        expect(await championships().byId(created.id)).to.deep.equal(changed);
        await rejectionOf(championships().update({ ...changed, id: '999999' }));
      });

      it('lists the championships of the given companies, by sport, without archives unless asked', async () => {
        const a = await aCompany('A');
        const b = await aCompany('B');
        const c = await aCompany('C');
        const live = await championships().create(aNewChampionship(a, { name: 'Live' }));
        const archived = await championships().create(aNewChampionship(a, { name: 'Old', archived: true }));
        const futsal = await championships().create(aNewChampionship(b, { name: 'Futsal', sport: 'futsal' }));
        await championships().create(aNewChampionship(c, { name: 'Elsewhere' }));

        expect(await championships().list({ companyIds: [a, b], includeArchived: false })).to.deep.equal([
          live,
          futsal,
        ]);
        expect(await championships().list({ companyIds: [a, b], includeArchived: true })).to.deep.equal([
          live,
          archived,
          futsal,
        ]);
        expect(
          await championships().list({ companyIds: [a, b], sport: 'futsal', includeArchived: true }),
        ).to.deep.equal([futsal]);
        expect(await championships().list({ companyIds: [], includeArchived: true })).to.deep.equal([]);
      });

      it('returns copies: changing a returned championship does not change the store', async () => {
        const created = await championships().create(
          aNewChampionship(await aCompany(), { adjustments: [{ teamId: '1', points: -1, reason: 'r' }] }),
        );
        (created.adjustments as unknown[]).push({ teamId: '2', points: 5, reason: 'added' });
        const read = await championships().byId(created.id);
        (read?.pointsRule as { win: number }).win = 99;
        const again = await championships().byId(created.id);
        expect(again?.adjustments).to.have.length(1);
        expect(again?.pointsRule.win).to.equal(3);
      });
    });

    describe('structure', () => {
      const aChampionship = async () => (await championships().create(aNewChampionship(await aCompany()))).id;

      it('gives days in sporting order, whatever their creation order, and updates them', async () => {
        const id = await aChampionship();
        const third = await championships().addDay(aNewDay(id, 3));
        const first = await championships().addDay(aNewDay(id, 1, { label: 'Opening day' }));
        const second = await championships().addDay(aNewDay(id, 2));
        expect(await championships().days(id)).to.deep.equal([first, second, third]);

        await championships().updateDay({ ...third, order: 0, label: 'Day 0' });
        expect((await championships().days(id)).map((d) => d.label)).to.deep.equal([
          'Day 0',
          'Opening day',
          'Matchday 2',
        ]);
      });

      it('keeps the phase of a day and of a group, and the group of a team', async () => {
        const id = await aChampionship();
        const late = await championships().addPhase(aNewPhase(id, { name: 'Play-offs', order: 2 }));
        const early = await championships().addPhase(aNewPhase(id, { name: 'Groups', order: 1 }));
        const group = await championships().addGroup(aNewGroup(id, { phaseId: early.id }));
        const day = await championships().addDay(aNewDay(id, 1, { phaseId: late.id }));
        const team = await championships().addTeam(aNewTeam(id, 'Nantes', { groupId: group.id }));

        expect(await championships().phases(id)).to.deep.equal([early, late]);
        expect(await championships().groups(id)).to.deep.equal([
          { ...aNewGroup(id, { phaseId: early.id }), id: group.id },
        ]);
        expect(await championships().days(id)).to.deep.equal([
          { ...aNewDay(id, 1, { phaseId: late.id }), id: day.id },
        ]);
        expect(await championships().teams(id)).to.deep.equal([
          { ...aNewTeam(id, 'Nantes', { groupId: group.id }), id: team.id },
        ]);
      });

      it('gives the teams of one championship only, and updates a team', async () => {
        const id = await aChampionship();
        const other = (await championships().create(aNewChampionship(await aCompany('Other')))).id;
        const lyon = await championships().addTeam(aNewTeam(id, 'Lyon'));
        await championships().addTeam(aNewTeam(other, 'Elsewhere'));
        const paris = await championships().addTeam(aNewTeam(id, 'Paris'));
        expect(await championships().teams(id)).to.deep.equal([lyon, paris]);

        await championships().updateTeam({ ...lyon, name: 'Olympique Lyonnais', shortName: 'OL' });
        expect((await championships().teams(id))[0]).to.deep.equal({
          ...lyon,
          name: 'Olympique Lyonnais',
          shortName: 'OL',
        });
      });

      it('stores a team ranking, reads it with the teams, and drops it (issue 14)', async () => {
        const id = await aChampionship();
        const ranked = await championships().addTeam({ ...aNewTeam(id, 'Sinner'), ranking: 4 });
        expect(ranked.ranking).to.equal(4);
        expect(await championships().teams(id)).to.deep.equal([ranked]);
        expect((await championships().teamsWithPlayers(id, [])).teams).to.deep.equal([ranked]);
        const { ranking: _dropped, ...unranked } = ranked;
        await championships().updateTeam(unranked);
        expect(await championships().teams(id)).to.deep.equal([unranked]);
      });

      it('reads the players of several teams at once, and updates a player', async () => {
        const id = await aChampionship();
        const lyon = await championships().addTeam(aNewTeam(id, 'Lyon'));
        const paris = await championships().addTeam(aNewTeam(id, 'Paris'));
        const nantes = await championships().addTeam(aNewTeam(id, 'Nantes'));
        const a = await championships().addPlayer(
          aNewPlayer(lyon.id, 'Lacazette', { number: '10', position: 'FW' }),
        );
        const b = await championships().addPlayer(aNewPlayer(paris.id, 'Mbappé'));
        await championships().addPlayer(aNewPlayer(nantes.id, 'Blas'));

        expect(await championships().players([lyon.id, paris.id])).to.deep.equal([a, b]);
        expect(await championships().players([])).to.deep.equal([]);
        expect(await championships().players(['not-an-id'])).to.deep.equal([]);

        await championships().updatePlayer({ ...a, number: '' });
        expect(await championships().players([lyon.id])).to.deep.equal([{ ...a, number: '' }]);
      });

      it('reads a championship with its days in sporting order and one of its matches at once', async () => {
        const id = await aChampionship();
        const second = await championships().addDay(aNewDay(id, 2));
        const first = await championships().addDay(aNewDay(id, 1));
        const home = await championships().addTeam(aNewTeam(id, 'Lyon'));
        const away = await championships().addTeam(aNewTeam(id, 'Paris'));
        const match = await stores().matches.create(
          aNewMatch(
            id,
            { dayId: second.id, homeTeamId: home.id, awayTeamId: away.id },
            {
              homeScore: 2,
              awayScore: 0,
              info: { ...EMPTY_MATCH_INFO, city: 'Lyon', officials: [{ role: 'referee', name: 'Turpin' }] },
            },
          ),
        );
        const championship = await championships().byId(id);

        expect(await championships().withMatch(id, match.id)).to.deep.equal({
          championship,
          days: [first, second],
          match,
        });
      });

      it('reads no match with its championship when the match is unknown or of another championship', async () => {
        const id = await aChampionship();
        const day = await championships().addDay(aNewDay(id, 1));
        const other = (await championships().create(aNewChampionship(await aCompany('Other')))).id;
        const elsewhere = await stores().matches.create(
          aNewMatch(other, { dayId: '', homeTeamId: '', awayTeamId: '' }),
        );
        const championship = await championships().byId(id);

        for (const matchId of [elsewhere.id, '999999', 'abc']) {
          expect(await championships().withMatch(id, matchId)).to.deep.equal({
            championship,
            days: [day],
            match: null,
          });
        }
        expect((await championships().withMatch(other, elsewhere.id))?.days).to.deep.equal([]);
        expect(await championships().withMatch('999999', elsewhere.id)).to.equal(null);
        expect(await championships().withMatch('abc', elsewhere.id)).to.equal(null);
      });

      it('reads the teams of a championship with the players of the asked ones, in id order, at once', async () => {
        const id = await aChampionship();
        const other = (await championships().create(aNewChampionship(await aCompany('Other')))).id;
        const lyon = await championships().addTeam(aNewTeam(id, 'Lyon'));
        const paris = await championships().addTeam(aNewTeam(id, 'Paris'));
        const nantes = await championships().addTeam(aNewTeam(id, 'Nantes'));
        const foreign = await championships().addTeam(aNewTeam(other, 'Elsewhere'));
        const a = await championships().addPlayer(aNewPlayer(lyon.id, 'Lacazette'));
        const b = await championships().addPlayer(aNewPlayer(paris.id, 'Mbappé'));
        const c = await championships().addPlayer(aNewPlayer(lyon.id, 'Tolisso'));
        await championships().addPlayer(aNewPlayer(nantes.id, 'Blas'));
        await championships().addPlayer(aNewPlayer(foreign.id, 'Stranger'));
        const teams = [lyon, paris, nantes];

        expect(await championships().teamsWithPlayers(id, [paris.id, lyon.id, foreign.id])).to.deep.equal({
          teams,
          players: [a, b, c],
        });
        expect(await championships().teamsWithPlayers(id, [])).to.deep.equal({ teams, players: [] });
        expect(await championships().teamsWithPlayers(id, ['not-an-id'])).to.deep.equal({
          teams,
          players: [],
        });
        expect(await championships().teamsWithPlayers('999999', [lyon.id])).to.deep.equal({
          teams: [],
          players: [],
        });
        expect(await championships().teamsWithPlayers('abc', [lyon.id])).to.deep.equal({
          teams: [],
          players: [],
        });
      });

      it('answers empty lists and null for an unknown championship', async () => {
        expect(await championships().byId('999999')).to.equal(null);
        expect(await championships().byId('abc')).to.equal(null);
        expect(await championships().days('999999')).to.deep.equal([]);
        expect(await championships().phases('abc')).to.deep.equal([]);
        expect(await championships().groups('999999')).to.deep.equal([]);
        expect(await championships().teams('999999')).to.deep.equal([]);
      });

      it('refuses structure that points at a missing row', async () => {
        const id = await aChampionship();
        await rejectionOf(championships().addDay(aNewDay('999999', 1)));
        await rejectionOf(championships().addDay(aNewDay(id, 1, { phaseId: '999999' })));
        await rejectionOf(championships().addTeam(aNewTeam(id, 'X', { groupId: '999999' })));
        await rejectionOf(championships().addPlayer(aNewPlayer('999999', 'Nobody')));
        await rejectionOf(championships().updateDay({ ...aNewDay(id, 1), id: '999999' }));
        expect(await championships().days(id)).to.deep.equal([]);
      });
    });
    describe('versions (issue 11)', () => {
      const aChampionship = async () => (await championships().create(aNewChampionship(await aCompany()))).id;

      it('starts a championship at version 0 and bumps it by one per call', async () => {
        const id = await aChampionship();
        expect(await championships().version(id)).to.equal(0);
        await championships().bumpVersion(id);
        await championships().bumpVersion(id);
        expect(await championships().version(id)).to.equal(2);
      });

      it('keeps the version apart from the championship record: update() never resets it', async () => {
        const id = await aChampionship();
        await championships().bumpVersion(id);
        const found = (await championships().byId(id)) as Championship;
        await championships().update({ ...found, name: 'Renamed' });
        expect(await championships().version(id)).to.equal(1);
        expect(Object.keys(found)).to.not.include('version');
      });

      it('bumps one championship only', async () => {
        const a = await aChampionship();
        const b = (await championships().create(aNewChampionship(await aCompany('B'), { name: 'B' }))).id;
        await championships().bumpVersion(a);
        expect(await championships().version(b)).to.equal(0);
      });

      it('answers null for an unknown championship and refuses to bump it', async () => {
        expect(await championships().version('999999')).to.equal(null);
        expect(await championships().version('abc')).to.equal(null);
        await rejectionOf(championships().bumpVersion('999999'));
      });

      it('keeps the old version when the transaction that bumped it rolls back', async () => {
        const id = await aChampionship();
        await rejectionOf(
          stores().transactions.run(async (tx) => {
            await tx.championships.bumpVersion(id);
            throw new Error('abandoned');
          }),
        );
        expect(await championships().version(id)).to.equal(0);
        await stores().transactions.run((tx) => tx.championships.bumpVersion(id));
        expect(await championships().version(id)).to.equal(1);
      });
    });
  });
}
