import { expect } from 'chai';
import type { DeskWrite, QueuedWrite } from '../../../../src/application/desk/hosted/DeskWriteChannel';
import { withQueuedWrites } from '../../../../src/application/desk/hosted/queuedWrites';
import type { HostedMatch } from '../../../../src/application/ports/DeskHost';
import type { MatchEvent } from '../../../../src/domain/match/MatchEvent';
import { demoHostedMatch } from '../support/demoStores';

/** Issue 12: what a hosted desk shows while writes wait in its journal. */
describe('withQueuedWrites: the hosted match with the journal’s waiting writes on top', () => {
  let hosted: HostedMatch;
  let target: { sport: 'football'; championshipId: string; matchId: string };
  let homeScorer: string;

  before(async () => {
    hosted = await demoHostedMatch();
    const m = hosted.source.match;
    target = { sport: 'football', championshipId: m.championshipId, matchId: m.id };
    const field = hosted.source.lineups.find((l) => l.teamId === m.homeTeamId && l.role === 'field');
    homeScorer = field?.playerId as string;
  });

  const m = () => hosted.source.match;
  const goal = (clubId = m().homeTeamId, playerId = homeScorer): DeskWrite => ({
    kind: 'save',
    ...target,
    eventId: 'new',
    fields: { type: 1, club_id: clubId, player_id: playerId, timer: '88' },
  });
  const removal = (base: MatchEvent): DeskWrite => ({ kind: 'delete', ...target, eventId: base.id, base });
  const queued = (journalId: string, write: DeskWrite, baseline: string[] | null = null): QueuedWrite => ({
    journalId,
    write,
    baseline,
  });
  const scoreOf = (h: HostedMatch) => [h.source.match.homeScore, h.source.match.awayScore];
  const savedGoal = () => hosted.source.events.find((e) => e.type === 1) as MatchEvent;

  it('returns the match itself when no write of it waits', () => {
    expect(withQueuedWrites(hosted, [])).to.equal(hosted);
    const elsewhere = { ...goal(), matchId: `${m().id}9` };
    expect(withQueuedWrites(hosted, [queued('j1', elsewhere)])).to.equal(hosted);
  });

  it('shows a queued goal as a queued event, in the score, the match’s day and the scorers', () => {
    const shown = withQueuedWrites(hosted, [queued('j1', goal())]);
    const event = shown.source.events.at(-1) as MatchEvent;
    expect(event).to.include({ id: 'journal:j1', type: 1, playerId: homeScorer, saved: true, queued: true });
    expect(event.sequence).to.be.above(Math.max(...hosted.source.events.map((e) => e.sequence)));
    const [home, away] = scoreOf(hosted) as [number, number];
    expect(scoreOf(shown)).to.deep.equal([home + 1, away]);
    expect([shown.sections.match.homeScore, shown.sections.match.awayScore]).to.deep.equal([home + 1, away]);
    const day = shown.sections.matchDays.flatMap((d) => d.matches).find((x) => x.id === m().id);
    expect([day?.homeScore, day?.awayScore]).to.deep.equal([home + 1, away]);
    expect(shown.sections.scorers.map((s) => s.eventId)).to.deep.equal([
      ...hosted.sections.scorers.map((s) => s.eventId),
      'journal:j1',
    ]);
    // The service's own scorer entries are kept as it sent them.
    expect(shown.sections.scorers.slice(0, -1)).to.deep.equal(hosted.sections.scorers);
    expect(shown.sections.standings).to.equal(hosted.sections.standings);
  });

  it('takes a queued delete off, and a queued goal deleted while queued leaves nothing', () => {
    const base = savedGoal();
    const removed = withQueuedWrites(hosted, [queued('j1', removal(base))]);
    expect(removed.source.events.map((e) => e.id)).to.not.include(base.id);
    const side = base.clubId === m().homeTeamId ? 0 : 1;
    expect(scoreOf(removed)[side]).to.equal((scoreOf(hosted)[side] as number) - 1);
    expect(removed.sections.scorers.map((s) => s.eventId)).to.not.include(base.id);

    const created = withQueuedWrites(hosted, [queued('j1', goal())]).source.events.at(-1) as MatchEvent;
    const both = withQueuedWrites(hosted, [queued('j1', goal()), queued('j2', removal(created))]);
    expect(both.source.events).to.deep.equal(hosted.source.events);
    expect(scoreOf(both)).to.deep.equal(scoreOf(hosted));
  });

  it('moves a stored score without its events (an import of results) by the queued change', () => {
    const imported: HostedMatch = {
      ...hosted,
      source: { ...hosted.source, match: { ...m(), homeScore: 4, awayScore: 2 }, events: [] },
    };
    expect(scoreOf(withQueuedWrites(imported, [queued('j1', goal())]))).to.deep.equal([5, 2]);
  });

  it('moves an unknown score write by write, as the service does: a queued goal and its queued delete give it back', () => {
    const unknown: HostedMatch = {
      ...hosted,
      source: {
        ...hosted.source,
        match: { ...m(), status: 'scheduled', homeScore: null, awayScore: null },
        events: [],
      },
    };
    const card = withQueuedWrites(unknown, [
      queued('j1', { kind: 'save', ...target, eventId: 'new', fields: { type: 3, club_id: m().homeTeamId } }),
    ]);
    expect(scoreOf(card)).to.deep.equal([null, null]);
    const created = withQueuedWrites(unknown, [queued('j1', goal())]).source.events.at(-1) as MatchEvent;
    expect(scoreOf(withQueuedWrites(unknown, [queued('j1', goal())]))).to.deep.equal([1, 0]);
    const both = withQueuedWrites(unknown, [queued('j1', goal()), queued('j2', removal(created))]);
    expect(scoreOf(both)).to.deep.equal([null, null]);
    expect(Object.keys(both.sections.match)).to.deep.equal(Object.keys(unknown.sections.match));
    // Once play began, the same two writes leave 0-0.
    const live: HostedMatch = {
      ...unknown,
      source: { ...unknown.source, match: { ...unknown.source.match, status: 'live' } },
    };
    const liveCreated = withQueuedWrites(live, [queued('j1', goal())]).source.events.at(-1) as MatchEvent;
    expect(
      scoreOf(withQueuedWrites(live, [queued('j1', goal()), queued('j2', removal(liveCreated))])),
    ).to.deep.equal([0, 0]);
  });

  it('does not show twice a write sent before whose answer was lost, once the service has it', () => {
    const baseline = hosted.source.events.map((e) => e.id);
    const committed: MatchEvent = {
      ...savedGoal(),
      id: 'h-99',
      clubId: m().homeTeamId,
      playerId: homeScorer,
      timer: '88',
      sequence: 999,
    };
    const after: HostedMatch = {
      ...hosted,
      source: {
        ...hosted.source,
        match: { ...m(), homeScore: (m().homeScore as number) + 1 },
        events: [...hosted.source.events, committed],
      },
    };
    const shown = withQueuedWrites(after, [queued('j1', goal(), baseline)]);
    expect(shown.source.events.map((e) => e.id)).to.not.include('journal:j1');
    expect(scoreOf(shown)).to.deep.equal(scoreOf(after));
    // Never sent: shown, even beside an identical event.
    expect(withQueuedWrites(after, [queued('j1', goal())]).source.events.at(-1)?.id).to.equal('journal:j1');
  });

  it('moves the players of a queued substitution', () => {
    const bench = hosted.source.lineups.find((l) => l.teamId === m().homeTeamId && l.role === 'bench');
    const substitution: DeskWrite = {
      kind: 'save',
      ...target,
      eventId: 'new',
      fields: {
        type: 5,
        club_id: m().homeTeamId,
        player_id: homeScorer,
        player_id_in: bench?.playerId,
        timer: '70',
      },
    };
    const shown = withQueuedWrites(hosted, [queued('j1', substitution)]);
    const roles = (h: HostedMatch) =>
      [homeScorer, bench?.playerId as string].map(
        (id) => h.source.lineups.find((l) => l.playerId === id)?.role,
      );
    expect(roles(shown)).to.deep.equal(['bench', 'field']);
    // Deleted while queued: the players move back.
    const made = shown.source.events.at(-1) as MatchEvent;
    expect(
      roles(withQueuedWrites(hosted, [queued('j1', substitution), queued('j2', removal(made))])),
    ).to.deep.equal(['field', 'bench']);
    // A saved substitution deleted while queued: moved back too.
    const applied = withQueuedWrites(hosted, [queued('j1', substitution)]);
    const saved: HostedMatch = {
      ...applied,
      source: {
        ...applied.source,
        events: applied.source.events.map((e) =>
          e.id === made.id ? { ...e, id: 'h-7', queued: undefined } : e,
        ),
      },
    };
    const savedSub = saved.source.events.find((e) => e.id === 'h-7') as MatchEvent;
    expect(roles(withQueuedWrites(saved, [queued('j3', removal(savedSub))]))).to.deep.equal([
      'field',
      'bench',
    ]);
  });
});
