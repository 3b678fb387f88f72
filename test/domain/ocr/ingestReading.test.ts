import { expect } from 'chai';
import type { IngestContext } from '../../../src/domain/ocr/ingestReading';
import { ingestReading } from '../../../src/domain/ocr/ingestReading';
import type { OcrState } from '../../../src/domain/ocr/OcrState';
import { clearOcr, emptyOcrState, onMatchChanged, onSourceConnected } from '../../../src/domain/ocr/OcrState';
import { aReading, KEY, OTHER_KEY, T0 } from './support/OcrMother';

const live: IngestContext = { contextKey: KEY, editing: false, now: T0 };

function take(
  state: OcrState,
  values: Record<string, string | number>,
  ctx: Partial<IngestContext> = {},
  marks = {},
) {
  return ingestReading(state, aReading(values, marks), { ...live, ...ctx });
}

const valuesOf = (s: OcrState): Record<string, string> => Object.fromEntries(s.values);

describe('Taking OCR readings (spec 6.2)', () => {
  it('applies a reading to the loaded match and stamps the time', () => {
    const r = take(emptyOcrState(KEY), { Time: '12:00' }, { now: T0 + 5 });
    expect(r.outcome).to.equal('applied');
    expect(valuesOf(r.state)).to.deep.equal({ Time: '12:00' });
    expect(r.state.updatedAt).to.equal(T0 + 5);
  });

  it('reports unchanged, and keeps the time, when a reading brings nothing new', () => {
    const first = take(emptyOcrState(KEY), { Time: '12:00' }).state;
    const r = take(first, { Time: '12:00', Period: '' }, { now: T0 + 99 });
    expect(r.outcome).to.equal('unchanged');
    expect(r.state.updatedAt).to.equal(T0);
  });

  it('rule 6: in edit mode, holds the reading for the diagnostic without applying it', () => {
    const first = take(emptyOcrState(KEY), { Time: '12:00' }).state;
    const r = take(first, { Time: '12:05', Extra: 1 }, { editing: true, now: T0 + 1 });
    expect(r.outcome).to.equal('held');
    expect(valuesOf(r.state)).to.deep.equal({ Time: '12:00' });
    expect(Object.fromEntries(r.state.diagnostic.values)).to.deep.equal({ Time: '12:05', Extra: '1' });
    expect(r.state.diagnostic.receivedAt).to.equal(T0 + 1);
  });

  it('holds readings while no match is loaded', () => {
    const r = take(emptyOcrState(null), { Time: '12:00' }, { contextKey: null });
    expect(r.outcome).to.equal('held');
    expect(r.state.values.size).to.equal(0);
  });

  it('rule 5: a reading for another match first clears the values of the previous one', () => {
    const first = take(emptyOcrState(KEY), { Time: '12:00', Period: '1' }).state;
    const r = take(first, { Time: '00:10' }, { contextKey: OTHER_KEY });
    expect(r.state.contextKey).to.equal(OTHER_KEY);
    expect(valuesOf(r.state)).to.deep.equal({ Time: '00:10' });
  });

  describe('ordering (CONTRACT-NOTES: optional seq and capturedAt)', () => {
    it('drops a reading whose seq is not after the last one', () => {
      const first = take(emptyOcrState(KEY), { Time: '12:00' }, {}, { seq: 5 }).state;
      expect(take(first, { Time: '11:59' }, {}, { seq: 4 }).outcome).to.equal('stale');
      expect(take(first, { Time: '11:59' }, {}, { seq: 5 }).outcome).to.equal('stale');
      const r = take(first, { Time: '12:01' }, {}, { seq: 6 });
      expect(r.outcome).to.equal('applied');
      expect(r.state.lastSeq).to.equal(6);
    });

    it('drops a reading captured before the last one, and keeps one captured at the same time', () => {
      const first = take(emptyOcrState(KEY), { Time: '12:00' }, {}, { capturedAt: T0 }).state;
      expect(take(first, { Time: '11:59' }, {}, { capturedAt: T0 - 1 }).outcome).to.equal('stale');
      expect(take(first, { Time: '12:00', Period: '1' }, {}, { capturedAt: T0 }).outcome).to.equal('applied');
    });

    it('leaves the values untouched when a reading is dropped', () => {
      const first = take(emptyOcrState(KEY), { Time: '12:00' }, {}, { seq: 5 }).state;
      const r = take(first, { Time: '99:99' }, {}, { seq: 1 });
      expect(r.state).to.equal(first);
    });

    it('takes readings without marks in arrival order', () => {
      const first = take(emptyOcrState(KEY), { Time: '12:00' }, {}, { seq: 5 }).state;
      expect(take(first, { Time: '12:02' }).outcome).to.equal('applied');
    });
  });
});

describe('Keeping and clearing OCR values (spec 6.2 rule 5)', () => {
  const filled = take(emptyOcrState(KEY), { Time: '12:00' }, {}, { seq: 40 }).state;

  it('keeps the last values across a disconnection; a new source may count seq from 0 again', () => {
    const reconnected = onSourceConnected(filled);
    expect(valuesOf(reconnected)).to.deep.equal({ Time: '12:00' });
    expect(take(reconnected, { Time: '12:30' }, {}, { seq: 0 }).outcome).to.equal('applied');
  });

  it('clears the values at a match change', () => {
    const next = onMatchChanged(filled, OTHER_KEY);
    expect(next.values.size).to.equal(0);
    expect(next.contextKey).to.equal(OTHER_KEY);
  });

  it('keeps the values when the same match is loaded again', () => {
    expect(onMatchChanged(filled, KEY)).to.equal(filled);
  });

  it('clears the values at deactivation or reset', () => {
    const cleared = clearOcr(filled);
    expect(cleared.values.size).to.equal(0);
    expect(cleared.updatedAt).to.be.null;
    expect(cleared.diagnostic.values.size).to.equal(0);
    expect(cleared.contextKey).to.equal(KEY);
  });
});
