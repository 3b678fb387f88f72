import { expect } from 'chai';
import type { DeskWriteChannel } from '../../../../src/application/desk/hosted/DeskWriteChannel';
import { HostedDeskHost } from '../../../../src/application/desk/hosted/HostedDeskHost';
import { HOSTED_UNREACHABLE } from '../../../../src/application/ports/HostedEventWrites';
import type { HostedMatchData, HostedMatches } from '../../../../src/application/ports/HostedMatches';
import type { EventDraft } from '../../../../src/domain/desk/DeskEffect';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import { domainError } from '../../../../src/domain/shared/DomainError';
import type { Result } from '../../../../src/domain/shared/Result';
import { err, ok } from '../../../../src/domain/shared/Result';
import { hostedLiveMatch } from './support/hostedLiveMatch';

type Read = Result<HostedMatchData, DomainError>;

/**
 * Reads of the hosted match overlap: a command's read back, a notice's refresh. Found by reading
 * the code after an e2e run under load showed a desk with an event and a score older than it: a
 * read begun earlier and ending later was applied over the newer one.
 */
describe('HostedDeskHost: reads that end out of order', () => {
  let older: HostedMatchData;
  let newer: HostedMatchData;

  before(async () => {
    older = await hostedLiveMatch();
    const match = older.head.match;
    newer = { ...older, head: { ...older.head, match: { ...match, homeScore: (match.homeScore ?? 0) + 5 } } };
  });

  it('keeps the newer match when a read begun before it ends after it', async () => {
    // The first read loads the match; each later one waits until the test answers it.
    const pending: ((read: Read) => void)[] = [];
    let reads = 0;
    const unreachable = () =>
      Promise.resolve(err(domainError(HOSTED_UNREACHABLE, 'The hosted service cannot be reached.')));
    const service: HostedMatches = {
      championships: unreachable,
      matches: unreachable,
      snapshot: unreachable,
      read: () => {
        reads += 1;
        if (reads === 1) return Promise.resolve(ok(older));
        return new Promise<Read>((resolve) => pending.push(resolve));
      },
    };
    let sent = 0;
    const channel: DeskWriteChannel = {
      submit: () => {
        sent += 1;
        return Promise.resolve(
          sent <= 2
            ? { delivery: 'delivered', eventId: `900${sent}` }
            : { delivery: 'queued', journalId: 'j3', eventId: 'journal:j3' },
        );
      },
    } as DeskWriteChannel;
    const desk = new HostedDeskHost(service, channel);
    const m = older.head.match;
    const loaded = await desk.loadMatch(`${m.sport}:${m.championshipId}:${m.id}`);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const context = { sport: m.sport, championshipId: m.championshipId, matchId: m.id };
    const draft: EventDraft = {
      matchId: m.id,
      type: 3,
      clubId: m.homeTeamId,
      playerId: '',
      playerInId: '',
      timer: '50',
      additionalTimer: null,
      value: null,
      setNumber: null,
      note: '',
    };

    // Two commands are delivered; their reads back are out at once.
    const first = desk.saveEvent(context, draft);
    const second = desk.saveEvent(context, draft);
    while (pending.length < 2) await new Promise((resolve) => setImmediate(resolve));
    // The later read ends first, with the newer match; the earlier one then ends with the older.
    pending[1]?.(ok(newer));
    await second;
    pending[0]?.(ok(older));
    await first;

    // A queued command answers with the match the desk shows now.
    const shown = await desk.saveEvent(context, draft);
    if (!shown.ok) throw new Error(shown.error.message);
    expect(shown.value.match.source.match.homeScore).to.equal(newer.head.match.homeScore);
  });
});
