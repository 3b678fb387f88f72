import { expect } from 'chai';
import { runInNewContext } from 'node:vm';
import { OVERLAY_CLIENT_SCRIPT } from '../../../../src/adapters/http/local/overlay/overlayClientScript';
import {
  DEFAULT_LOWER_THIRD_SECONDS,
  OVERLAY_RECONNECT,
  OVERLAY_VIEW_SCRIPT,
} from '../../../../src/adapters/http/local/overlay/overlayViewScript';
import { FATAL_CLOSE_CODES, WS_CLOSE } from '../../../../src/adapters/ws/local/closeCodes';
import type { OverlayState } from './support/overlayStates';
import { OverlayStateMother } from './support/overlayStates';

/** What the browser gets from the view script, typed for the tests. */
interface OverlayView {
  FATAL_MESSAGES: Record<string, string>;
  parseOptions(hash: string): Record<string, unknown>;
  isKey(text: string): boolean;
  clockText(ms: number): string;
  scoreBug(state: OverlayState, names: 'short' | 'full'): Record<string, unknown> & { elapsedMs: number };
  clockAt(bug: Record<string, unknown>, sinceMs: number): string;
  lastScorer(state: OverlayState): Record<string, string> | null;
  scorerIds(state: OverlayState): string[];
  newScorer(knownIds: string[], state: OverlayState): Record<string, string> | null;
  shownNow(shown: Record<string, string>, state: OverlayState): Record<string, string> | null;
  closeVerdict(code: number): { fatal: boolean; message: string };
  reconnectDelay(attempt: number, random: number, code: number): number;
}

/** The very text the page serves, run in a fresh VM context as a browser runs a classic script. */
function loadView(): OverlayView {
  const context: Record<string, unknown> = { URLSearchParams };
  runInNewContext(OVERLAY_VIEW_SCRIPT, context);
  return context.MatchDeskOverlay as OverlayView;
}

const KEY = 'ab12'.repeat(16);

describe('the overlay view script (issue 6)', () => {
  const view = loadView();

  describe('fragment options', () => {
    it('reads the key and the layout options from the fragment', () => {
      const options = view.parseOptions(
        `#key=${KEY}&lowerThird=0&lowerThirdSeconds=5&names=full&scoreBug=off&banner=false`,
      );
      expect(options).to.deep.equal({
        key: KEY,
        lowerThird: false,
        lowerThirdSeconds: 5,
        names: 'full',
        scoreBug: false,
        banner: false,
      });
    });

    it('shows everything with short names and a timed lower-third when the fragment says nothing', () => {
      expect(view.parseOptions('')).to.deep.equal({
        key: '',
        lowerThird: true,
        lowerThirdSeconds: DEFAULT_LOWER_THIRD_SECONDS,
        names: 'short',
        scoreBug: true,
        banner: true,
      });
    });

    it('keeps the default for a lower-third duration that is not a number of seconds', () => {
      for (const bad of ['-1', 'soon', '']) {
        expect(view.parseOptions(`#lowerThirdSeconds=${bad}`).lowerThirdSeconds).to.equal(
          DEFAULT_LOWER_THIRD_SECONDS,
        );
      }
      expect(view.parseOptions('#lowerThirdSeconds=0').lowerThirdSeconds).to.equal(0);
    });

    it('takes only a 64-hexadecimal key as a local key', () => {
      expect(view.isKey(KEY)).to.equal(true);
      expect(view.isKey(KEY.slice(1))).to.equal(false);
      expect(view.isKey(`${KEY.slice(1)}g`)).to.equal(false);
    });
  });

  describe('score bug', () => {
    it('shows the short names, the scores, the clock and the period of the desk', () => {
      const bug = view.scoreBug(OverlayStateMother.deskOnly(), 'short');
      expect(bug).to.include({
        home: 'RIV',
        away: 'HLW',
        homeScore: '1',
        awayScore: '0',
        clock: '12:40',
        period: '1',
        ocrClock: false,
        ticking: false,
      });
    });

    it('shows the full names when asked', () => {
      expect(view.scoreBug(OverlayStateMother.deskOnly(), 'full')).to.include({
        home: 'Riverside FC',
        away: 'Harbour Wanderers',
      });
    });

    it('falls back on the full name when no short name is known', () => {
      const state = OverlayStateMother.deskOnly();
      state.texts.home_short = '';
      state.match.homeShortName = '';
      expect(view.scoreBug(state, 'short').home).to.equal('Riverside FC');
    });

    it('shows the OCR texts the state carries, and then never ticks the clock itself', () => {
      const bug = view.scoreBug(
        OverlayStateMother.withOcr({ clock: '44:59', home: '3', away: '2' }),
        'short',
      );
      expect(bug).to.include({
        homeScore: '3',
        awayScore: '2',
        clock: '44:59',
        ocrClock: true,
        ticking: false,
      });
      expect(view.clockAt(bug, 5_000)).to.equal('44:59');
    });

    it('ticks the desk clock between two states while the desk timer runs', () => {
      const bug = view.scoreBug(OverlayStateMother.running(65_000), 'short');
      expect(bug).to.include({ ticking: true, clock: '01:05' });
      expect(view.clockAt(bug, 0)).to.equal('01:05');
      expect(view.clockAt(bug, 2_500)).to.equal('01:07');
      expect(view.clockAt(bug, 60_000)).to.equal('02:05');
    });

    it('writes the clock as the desk does, minutes growing past 99', () => {
      expect(view.clockText(0)).to.equal('00:00');
      expect(view.clockText(59_999)).to.equal('00:59');
      expect(view.clockText(100 * 60_000 + 1_000)).to.equal('100:01');
    });
  });

  describe('lower-third', () => {
    it('names the last scorer, the minute with added time, and the full name of the team that benefits', () => {
      const state = OverlayStateMother.withScorers([
        { eventId: 'e1', playerName: 'Ada Stone', side: 'home', timer: '9' },
        { eventId: 'e2', playerName: 'Ben Hale', side: 'away', timer: '45', additionalTimer: 2 },
      ]);
      expect(view.lastScorer(state)).to.deep.equal({
        eventId: 'e2',
        // What names the goal across a change of its id (a goal recorded offline, read back).
        signature: 'queued|away||45|2|',
        side: 'away',
        name: 'Ben Hale',
        team: 'Harbour Wanderers',
        minute: "45+2'",
        label: 'Goal',
      });
    });

    it('says own goal for an own goal', () => {
      const state = OverlayStateMother.withScorers([
        { eventId: 'e3', playerName: 'Cal Reed', side: 'home', timer: '41', ownGoal: true, label: 'Goal' },
      ]);
      expect(view.lastScorer(state)).to.include({ label: 'Own goal', team: 'Riverside FC' });
    });

    it('has nothing to show without scorers', () => {
      expect(view.lastScorer(OverlayStateMother.withScorers([]))).to.equal(null);
    });

    it('announces a scorer only when it was not known yet', () => {
      const before = OverlayStateMother.withScorers([
        { eventId: 'e1', playerName: 'Ada Stone', side: 'home' },
      ]);
      const after = OverlayStateMother.withScorers([
        { eventId: 'e1', playerName: 'Ada Stone', side: 'home' },
        { eventId: 'e2', playerName: 'Ben Hale', side: 'away' },
      ]);
      const known = view.scorerIds(before);
      expect(view.newScorer(known, before)).to.equal(null);
      expect(view.newScorer(known, after)).to.include({ eventId: 'e2', name: 'Ben Hale' });
    });

    describe('a goal recorded offline on a hosted desk (journal id, then its hosted id)', () => {
      const goal = { playerName: 'Ben Hale', playerId: 'p9', side: 'away' as const, type: 1, timer: '67' };
      const queued = OverlayStateMother.withScorers([{ ...goal, eventId: 'journal:j1' }]);
      const readBack = OverlayStateMother.withScorers([{ ...goal, eventId: '812' }]);

      it('is announced once: read back under its hosted id it is not a new goal', () => {
        const known = view.scorerIds(OverlayStateMother.withScorers([]));
        expect(view.newScorer(known, queued)).to.include({ eventId: 'journal:j1', name: 'Ben Hale' });
        expect(view.newScorer(view.scorerIds(queued), readBack)).to.equal(null);
      });

      it('a second goal of the same player in the same minute, the first still queued, is new', () => {
        const both = OverlayStateMother.withScorers([
          { ...goal, eventId: 'journal:j1' },
          { ...goal, eventId: 'journal:j2' },
        ]);
        expect(view.newScorer(view.scorerIds(queued), both)).to.include({ eventId: 'journal:j2' });
        // A hosted goal of the same signature that was never queued here is new too.
        const other = OverlayStateMother.withScorers([{ ...goal, eventId: '813' }]);
        expect(
          view.newScorer(
            view.scorerIds(readBack),
            OverlayStateMother.withScorers([
              { ...goal, eventId: '812' },
              { ...goal, eventId: '813' },
            ]),
          ),
        ).to.include({ eventId: '813' });
        expect(view.newScorer(view.scorerIds(OverlayStateMother.withScorers([])), other)).to.include({
          eventId: '813',
        });
        // Read back in the same update as a second goal of that player and minute: one is new.
        const twoHosted = OverlayStateMother.withScorers([
          { ...goal, eventId: '812' },
          { ...goal, eventId: '813' },
        ]);
        expect(view.newScorer(view.scorerIds(queued), twoHosted)).to.include({ eventId: '813' });
        // Two queued goals read back together: neither is new.
        expect(
          view.newScorer(
            view.scorerIds(
              OverlayStateMother.withScorers([
                { ...goal, eventId: 'journal:j1' },
                { ...goal, eventId: 'journal:j2' },
              ]),
            ),
            twoHosted,
          ),
        ).to.equal(null);
      });

      it('keeps the lower third up across the rename, and lets it go once the goal is gone', () => {
        const shown = view.lastScorer(queued) as Record<string, string>;
        expect(view.shownNow(shown, readBack)).to.include({ eventId: '812', name: 'Ben Hale' });
        expect(view.shownNow(shown, OverlayStateMother.withScorers([]))).to.equal(null);
        const hosted = view.lastScorer(readBack) as Record<string, string>;
        expect(view.shownNow(hosted, readBack)).to.include({ eventId: '812' });
        expect(view.shownNow(hosted, queued)).to.equal(null);
      });
    });
  });

  describe('reconnecting', () => {
    it('stops for good after every fatal close code of /ws, with a message of its own', () => {
      for (const code of FATAL_CLOSE_CODES) {
        const verdict = view.closeVerdict(code);
        expect(verdict.fatal, String(code)).to.equal(true);
        expect(verdict.message).to.equal(view.FATAL_MESSAGES[code]);
      }
      expect(view.closeVerdict(WS_CLOSE.authenticationFailed).message).to.include('refused the key');
    });

    it('tries again after a stop, a cut connection, a slow-consumer close or a rate close', () => {
      for (const code of [WS_CLOSE.goingAway, 1006, WS_CLOSE.slowConsumer, WS_CLOSE.tooManyMessages]) {
        expect(view.closeVerdict(code), String(code)).to.deep.equal({
          fatal: false,
          message: 'Desk connection lost: reconnecting...',
        });
      }
    });

    it('doubles the wait from half a second up to ten, half of it random', () => {
      const { baseMs, maxMs } = OVERLAY_RECONNECT;
      expect(view.reconnectDelay(0, 0, 1006)).to.equal(baseMs / 2);
      expect(view.reconnectDelay(0, 1, 1006)).to.equal(baseMs);
      expect(view.reconnectDelay(3, 0.5, 1006)).to.equal(baseMs * 8 * 0.75);
      expect(view.reconnectDelay(30, 1, 1006)).to.equal(maxMs);
      expect(view.reconnectDelay(30, 0, 1006)).to.equal(maxMs / 2);
    });

    it('waits at least a second after being told to slow down', () => {
      for (const code of [WS_CLOSE.tooManyMessages, WS_CLOSE.slowConsumer]) {
        expect(view.reconnectDelay(0, 0, code)).to.equal(OVERLAY_RECONNECT.slowDownMs);
      }
    });
  });

  it('ships scripts that cannot end their script element early', () => {
    for (const script of [OVERLAY_VIEW_SCRIPT, OVERLAY_CLIENT_SCRIPT]) {
      expect(script.toLowerCase()).not.to.include('</script');
      expect(script).not.to.include('<!--');
    }
  });
});
