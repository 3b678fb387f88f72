import { expect } from 'chai';
import { readImportDocument } from '../../../src/adapters/import/readImportDocument';
import { readMatchdesk, readOpenfootball } from '../../application/import/support/readDocuments';
import type { Json } from '../../application/import/support/matchdeskJson';

const season = (): Json => ({
  name: 'Test Liga 2023/24',
  matches: [
    {
      round: 'Matchday 1',
      date: '2023-08-18',
      time: '20:30',
      team1: 'A',
      team2: 'B',
      score: { ht: [0, 1], ft: [2, 1] },
    },
    {
      round: 'Matchday 10',
      date: '2023-08-26',
      time: '15:30',
      team1: 'C',
      team2: 'A',
      score: { ft: [0, 0] },
    },
    { round: 'Matchday 2', date: '2023-08-25', team1: 'B', team2: 'C', score: {} },
    { round: 'Matchday 1', date: '2023-09-30', team1: 'C', team2: 'D' },
  ],
});

function problems(json: Json): Record<string, string> {
  const result = readOpenfootball(json);
  if (result.ok) throw new Error('expected the file to be refused');
  return { ...result.error.details };
}

describe('reading an openfootball file: its input classes, then the import rules', () => {
  it('reads a football championship, its competition and season from the name', () => {
    const result = readOpenfootball(season());
    expect(result.ok && result.value.championship).to.deep.equal({
      name: 'Test Liga 2023/24',
      sport: 'football',
      competition: 'Test Liga',
      season: '2023/24',
      pointsRule: null,
      tieBreak: null,
      archived: false,
    });
  });

  it('makes one day per round, with its real label, ordered by the round’s first date', () => {
    const result = readOpenfootball(season());
    expect(result.ok && result.value.days).to.deep.equal([
      { label: 'Matchday 1', order: 1, phase: '' },
      { label: 'Matchday 2', order: 2, phase: '' },
      { label: 'Matchday 10', order: 3, phase: '' },
    ]);
  });

  it('lists the teams in order of appearance', () => {
    const result = readOpenfootball(season());
    expect(result.ok && result.value.teams.map((t) => t.name)).to.deep.equal(['A', 'B', 'C', 'D']);
  });

  it('reads a team name with stray spaces as that team, not as another one (found by review)', () => {
    const json = season() as { matches: { team1: string; team2: string }[] };
    (json.matches[1] as { team1: string }).team1 = ' C ';
    const result = readOpenfootball(json);
    expect(result.ok && result.value.teams.map((t) => t.name)).to.deep.equal(['A', 'B', 'C', 'D']);
  });

  it('reads a name written with combining marks as the same name, composed (found by review)', () => {
    const json = season() as { matches: { team1: string; team2: string }[] };
    (json.matches[0] as { team1: string }).team1 = 'K\u00f6ln'; // composed
    (json.matches[1] as { team2: string }).team2 = 'Ko\u0308ln'; // o and a combining diaeresis
    const result = readOpenfootball(json);
    expect(result.ok && result.value.teams.map((t) => t.name)).to.deep.equal(['K\u00f6ln', 'B', 'C', 'D']);
    const matchdesk = readMatchdesk({
      format: 'matchdesk',
      version: 1,
      championship: { name: 'Cup', sport: 'football' },
      teams: [{ name: 'K\u00f6ln' }, { name: 'Ko\u0308ln' }],
    });
    expect(matchdesk.ok ? 'read' : JSON.stringify(matchdesk.error.details)).to.match(/teams\[1\]/);
  });

  it('makes a match with a full-time score finished and one without scheduled', () => {
    const result = readOpenfootball(season());
    if (!result.ok) throw new Error(result.error.message);
    expect(
      result.value.matches.map((m) => [m.day, m.home, m.away, m.status, m.homeScore, m.awayScore]),
    ).to.deep.equal([
      ['Matchday 1', 'A', 'B', 'finished', 2, 1],
      ['Matchday 10', 'C', 'A', 'finished', 0, 0],
      ['Matchday 2', 'B', 'C', 'scheduled', null, null],
      ['Matchday 1', 'C', 'D', 'scheduled', null, null],
    ]);
    expect(result.value.matches.map((m) => [m.date, m.time])[0]).to.deep.equal(['2023-08-18', '20:30']);
  });

  it('takes the score after extra time as final and the penalties as the shootout', () => {
    const result = readOpenfootball({
      name: 'Test Cup',
      matches: [{ round: 'Final', team1: 'A', team2: 'B', score: { ft: [1, 1], et: [2, 2], p: [4, 3] } }],
    });
    if (!result.ok) throw new Error(result.error.message);
    const [final] = result.value.matches;
    expect([
      final?.homeScore,
      final?.awayScore,
      final?.homeShootoutScore,
      final?.awayShootoutScore,
    ]).to.deep.equal([2, 2, 4, 3]);
    expect(result.value.championship).to.include({ competition: 'Test Cup', season: '' });
  });

  it('reads a match won in extra time as decided in overtime, its full-time score as the regulation score (found by QA)', () => {
    const result = readOpenfootball({
      name: 'Test Cup',
      matches: [
        { round: 'Semi-final', team1: 'A', team2: 'B', score: { ft: [1, 1], et: [2, 1] } },
        { round: 'Final', team1: 'A', team2: 'C', score: { ft: [0, 0], et: [1, 1], p: [5, 4] } },
        { round: 'Final', team1: 'B', team2: 'C', score: { ft: [3, 1] } },
        // A second leg into extra time on the aggregate (Chelsea-Napoli 2011-12: 3-1, then 4-1 aet):
        // its own result came in regulation time (found by review: the season was refused).
        { round: 'Round of 16', team1: 'C', team2: 'A', score: { ft: [3, 1], et: [4, 1] } },
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(
      result.value.matches.map((m) => [m.decidedIn, m.homeRegulationScore, m.awayRegulationScore]),
    ).to.deep.equal([
      ['overtime', 1, 1],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(result.value.matches[3]).to.include({ homeScore: 4, awayScore: 1 });
  });

  it('reads a round label with stray spaces as that round, not as another day (found by QA)', () => {
    const json = season() as { matches: { round: string }[] };
    (json.matches[3] as { round: string }).round = 'Matchday 1 ';
    const result = readOpenfootball(json);
    expect(result.ok && result.value.days.map((d) => d.label)).to.deep.equal([
      'Matchday 1',
      'Matchday 2',
      'Matchday 10',
    ]);
  });

  it('reads a kick-off written with one digit for the hour ("9:30") as 09:30', () => {
    const json = season() as { matches: { time?: string }[] };
    (json.matches[0] as { time: string }).time = '9:30';
    const result = readOpenfootball(json);
    expect(result.ok && result.value.matches[0]?.time).to.equal('09:30');
  });

  it('refuses a file without a name or matches', () => {
    expect(problems({})).to.deep.equal({ name: 'is required', matches: 'is required' });
    expect(problems({ name: 'X', matches: {} })).to.deep.equal({ matches: 'must be an array' });
  });

  it('names a malformed score or a missing team by its path', () => {
    const json = season();
    json.matches[1].score.ft = [1];
    delete json.matches[2].team2;
    expect(problems(json)).to.deep.equal({
      'matches[1].score.ft': 'must be two whole numbers from 0 to 2147483647 [home, away]',
      'matches[2].team2': 'is required',
    });
  });

  it('refuses a malformed date or time, keeps a time zone out, and ignores the fields it does not read', () => {
    const json = season();
    json.matches[0].date = '18.08.2023';
    json.matches[1].time = '3pm';
    json.matches[2].date = '2023-09-31';
    expect(problems(json)).to.deep.equal({
      'matches[0].date': 'must be a date YYYY-MM-DD, not "18.08.2023"',
      'matches[1].time': 'must be a time HH:MM (or H:MM), not "3pm"',
      'matches[2].date': 'must be a date YYYY-MM-DD, not "2023-09-31"',
    });
    const zoned = season();
    zoned.matches[0].time = '20:30 UTC+2';
    zoned.matches[0].goals1 = [{ name: 'X', minute: 12 }];
    const result = readOpenfootball(zoned);
    expect(result.ok && result.value.matches[0]?.time).to.equal('20:30');
  });

  it('refuses the same match twice in a round, at the path of the second', () => {
    const json = season();
    json.matches.push({ ...json.matches[0] });
    expect(problems(json)).to.deep.equal({
      'matches[4].away': 'duplicate match "A" v "B" on day "Matchday 1"',
    });
  });

  it('is chosen by name among the import formats', () => {
    expect(readImportDocument('openfootball', season()).ok).to.be.true;
    const unknown = readImportDocument('csv', season());
    expect(!unknown.ok && unknown.error.message).to.equal(
      'unknown format "csv" (use matchdesk or openfootball)',
    );
  });
});
