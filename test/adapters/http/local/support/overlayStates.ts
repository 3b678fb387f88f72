// States as the overlay receives them in `state` messages: only the fields it reads, with the
// shapes of spec 2.1 (texts, timer, ocr), 2.6 (match names) and 2.8 (scorers).

export interface OverlayScorer {
  eventId: string;
  playerName: string;
  side: 'home' | 'away';
  playerId?: string;
  type?: number;
  timer?: string | null;
  additionalTimer?: number | null;
  ownGoal?: boolean;
  label?: string;
}

export interface OverlayState {
  texts: Record<string, string>;
  match: Record<string, string | number | null>;
  timer: { clock: string; running: boolean; period: number; elapsedMs: number };
  scorers: OverlayScorer[];
  ocr?: {
    contextKey: string;
    updatedAt: string;
    values: Record<string, string>;
    mappedValues: Record<string, string>;
  };
}

export const OverlayStateMother = {
  /** The desk's own values, timer stopped at 12:40 in the first period, 1–0. */
  deskOnly(): OverlayState {
    return {
      texts: {
        clock: '12:40',
        period: '1',
        score_home: '1',
        score_away: '0',
        home_team: 'Riverside FC',
        away_team: 'Harbour Wanderers',
        home_short: 'RIV',
        away_short: 'HLW',
      },
      match: {
        homeName: 'Riverside FC',
        awayName: 'Harbour Wanderers',
        homeShortName: 'RIV',
        awayShortName: 'HLW',
        homeScore: 1,
        awayScore: 0,
      },
      timer: { clock: '12:40', running: false, period: 1, elapsedMs: 760_000 },
      scorers: [],
    };
  },

  /** OCR readings laid over the texts (associations CLOCK_SVC, T1_SCORE, T2_SCORE). */
  withOcr(read: { clock: string; home: string; away: string }): OverlayState {
    const state = OverlayStateMother.deskOnly();
    state.texts = { ...state.texts, clock: read.clock, score_home: read.home, score_away: read.away };
    state.ocr = {
      contextKey: 'football:c1:m1',
      updatedAt: '2024-05-01T20:00:00.000Z',
      values: { Time: read.clock, 'Home Score': read.home, 'Away Score': read.away },
      mappedValues: { CLOCK_SVC: read.clock, T1_SCORE: read.home, T2_SCORE: read.away },
    };
    state.timer = { ...state.timer, running: true };
    return state;
  },

  /** The desk timer running, `elapsedMs` counted when the state was read. */
  running(elapsedMs: number): OverlayState {
    const state = OverlayStateMother.deskOnly();
    const seconds = Math.floor(elapsedMs / 1000);
    const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    state.texts.clock = clock;
    state.timer = { clock, running: true, period: 1, elapsedMs };
    return state;
  },

  withScorers(scorers: OverlayScorer[]): OverlayState {
    const state = OverlayStateMother.deskOnly();
    state.scorers = scorers;
    return state;
  },
};
