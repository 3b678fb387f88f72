import { expect } from 'chai';
import { textsView } from '../../../src/domain/desk/views/textsView';
import { ingestReading } from '../../../src/domain/ocr/ingestReading';
import type { OcrState } from '../../../src/domain/ocr/OcrState';
import { emptyOcrState } from '../../../src/domain/ocr/OcrState';
import type { PublishContext } from '../../../src/domain/ocr/ocrView';
import { ocrDiagnosticView, ocrTextOverrides, ocrView } from '../../../src/domain/ocr/ocrView';
import { aFootballDesk, aMatch } from '../desk/support/DeskMother';
import { aReading, KEY, OTHER_KEY, SCORESIGHT_ASSOCIATIONS, T0 } from './support/OcrMother';

const publish: PublishContext = { contextKey: KEY, editing: false, associations: SCORESIGHT_ASSOCIATIONS };

function withReadings(...readings: Record<string, string | number>[]): OcrState {
  return readings.reduce(
    (s, values) => ingestReading(s, aReading(values), { contextKey: KEY, editing: false, now: T0 }).state,
    emptyOcrState(KEY),
  );
}

describe('state.ocr (spec 2.1)', () => {
  it('publishes contextKey, updatedAt, raw values and mapped values as strings', () => {
    const state = withReadings({ Time: '12:00', 'Home Score': 1, 'logo.url': 'a.png' });
    expect(ocrView(state, publish)).to.deep.equal({
      contextKey: KEY,
      updatedAt: '2024-05-01T20:00:00.000Z',
      values: { Time: '12:00', 'Home Score': '1', 'logo.url': 'a.png' },
      mappedValues: { CLOCK_SVC: '12:00', T1_SCORE: '1' },
    });
  });

  it('is absent before any reading is applied', () => {
    expect(ocrView(emptyOcrState(KEY), publish)).to.be.null;
  });

  it('rule 6: is absent in edit mode', () => {
    expect(ocrView(withReadings({ Time: '12:00' }), { ...publish, editing: true })).to.be.null;
  });

  it('is absent for another match than the one loaded', () => {
    expect(ocrView(withReadings({ Time: '12:00' }), { ...publish, contextKey: OTHER_KEY })).to.be.null;
  });

  it('rule 7: keeps a dotted or "__proto__" name as a plain key in the published JSON', () => {
    const view = ocrView(withReadings({ 'a.b': 'x', ['__proto__']: 'y' }), publish);
    expect(JSON.parse(JSON.stringify(view)).values).to.deep.equal({ 'a.b': 'x', ['__proto__']: 'y' });
    expect(Object.getPrototypeOf(view?.values)).to.equal(Object.prototype);
  });

  it('shows every reading in the native diagnostic, also those held in edit mode (rule 6)', () => {
    const held = ingestReading(withReadings({ Time: '12:00' }), aReading({ Time: '12:09' }), {
      contextKey: KEY,
      editing: true,
      now: T0 + 1_000,
    }).state;
    expect(ocrDiagnosticView(held)).to.deep.equal({
      values: { Time: '12:09' },
      receivedAt: '2024-05-01T20:00:01.000Z',
    });
    expect(ocrDiagnosticView(emptyOcrState()).receivedAt).to.equal('');
  });
});

describe('OCR text overrides (spec 6.2 rules 3-4)', () => {
  it('shows CLOCK_SVC, T1_SCORE, T2_SCORE and SET_SVC as clock, score_home, score_away and period', () => {
    const state = withReadings({ Time: '12:00', 'Home Score': 1, 'Away Score': 2, Period: '2' });
    expect(ocrTextOverrides(state, publish)).to.deep.equal({
      clock: '12:00',
      score_home: '1',
      score_away: '2',
      period: '2',
    });
  });

  it('rule 4: replaces only the texts whose variable was received', () => {
    const desk = aFootballDesk({ match: aMatch({ homeScore: 1, awayScore: 0 }) });
    const texts = textsView(desk, T0, ocrTextOverrides(withReadings({ Time: '33:00' }), publish));
    expect(texts).to.include({ clock: '33:00', score_home: '1', score_away: '0', period: '1' });
  });

  it('rule 4: never changes the saved score, only the texts', () => {
    const desk = aFootballDesk({ match: aMatch({ homeScore: 1, awayScore: 0 }) });
    const texts = textsView(desk, T0, ocrTextOverrides(withReadings({ 'Home Score': 4 }), publish));
    expect(texts.score_home).to.equal('4');
    expect(desk.score).to.deep.equal({ home: 1, away: 0 });
  });

  it('rule 6: overrides nothing in edit mode', () => {
    expect(ocrTextOverrides(withReadings({ Time: '12:00' }), { ...publish, editing: true })).to.deep.equal(
      {},
    );
  });

  it('rule 2: without associations, a reading named T2_SCORE still shows as score_away', () => {
    expect(ocrTextOverrides(withReadings({ T2_SCORE: 3 }), { ...publish, associations: [] })).to.deep.equal({
      score_away: '3',
    });
  });
});
