import { expect } from 'chai';
import type { MatchPosition } from '../../../src/domain/match/MatchListing';
import { comparePositions, matchFilter, pageAfter } from '../../../src/domain/match/MatchListing';
import type { Match } from '../../../src/domain/match/Match';
import { EMPTY_MATCH_INFO } from '../../../src/domain/match/Match';

const match = (over: Partial<Match>): Match => ({
  id: '1',
  championshipId: '1',
  sport: 'football',
  dayId: '1',
  phaseId: '',
  groupId: '',
  homeTeamId: '10',
  awayTeamId: '11',
  date: '2024-05-01',
  time: '20:00',
  status: 'scheduled',
  timer: '',
  period: '',
  homeScore: null,
  awayScore: null,
  homeShootoutScore: null,
  awayShootoutScore: null,
  info: EMPTY_MATCH_INFO,
  decidedIn: null,
  retired: null,
  walkover: null,
  version: 1,
  ...over,
});

const position = (dayOrder: number | null, date: string, time: string, id: string): MatchPosition => ({
  dayOrder,
  date,
  time,
  id,
});

describe('MatchListing (issue 11)', () => {
  it('orders by day order with no day last, then date, time and numeric id', () => {
    const sorted = [
      position(1, '2024-01-01', '10:00', '9'),
      position(1, '2024-01-01', '10:00', '10'),
      position(1, '2024-01-01', '12:00', '2'),
      position(1, '2024-01-02', '', '1'),
      position(2, '', '', '3'),
      position(null, '2023-01-01', '', '4'),
    ];
    const shuffled = [sorted[3], sorted[5], sorted[0], sorted[4], sorted[2], sorted[1]] as MatchPosition[];
    expect([...shuffled].sort(comparePositions)).to.deep.equal(sorted);
  });

  it('pages through every item exactly once and in order, for every limit', () => {
    const items = Array.from({ length: 23 }, (_, i) =>
      position(Math.floor(i / 5), '2024-01-01', '', String(i + 1)),
    );
    for (const limit of [1, 2, 5, 7, 22, 23, 24, 1000]) {
      const seen: MatchPosition[] = [];
      let after: MatchPosition | undefined;
      for (let pages = 0; pages < 100; pages += 1) {
        const page = pageAfter(items, (p) => p, limit, after);
        expect(page.items.length).to.be.at.most(limit);
        seen.push(...page.items);
        if (!page.next) break;
        after = page.next;
      }
      expect(seen, `limit ${limit}`).to.deep.equal(items);
    }
  });

  it('resumes after a position even when the item at it is gone', () => {
    const items = [position(1, '', '', '1'), position(1, '', '', '3'), position(2, '', '', '4')];
    expect(pageAfter(items, (p) => p, 10, position(1, '', '', '2')).items).to.deep.equal(items.slice(1));
  });

  it('filters by day, status, team and an inclusive date range; no date is outside any range', () => {
    const matches = [
      match({ id: '1', dayId: '1', status: 'finished', date: '2024-05-01' }),
      match({ id: '2', dayId: '2', homeTeamId: '12', awayTeamId: '13', date: '2024-05-08' }),
      match({ id: '3', dayId: '2', awayTeamId: '12', date: '' }),
    ];
    const ids = (filter: Parameters<typeof matchFilter>[0]) =>
      matches.filter(matchFilter(filter)).map((m) => m.id);
    expect(ids({})).to.deep.equal(['1', '2', '3']);
    expect(ids({ dayId: '2' })).to.deep.equal(['2', '3']);
    expect(ids({ status: 'finished' })).to.deep.equal(['1']);
    expect(ids({ teamId: '12' })).to.deep.equal(['2', '3']);
    expect(ids({ dateFrom: '2024-05-01', dateTo: '2024-05-01' })).to.deep.equal(['1']);
    expect(ids({ dateFrom: '2024-05-02' })).to.deep.equal(['2']);
    expect(ids({ dateTo: '2024-05-31', teamId: '11' })).to.deep.equal(['1']);
  });
});
