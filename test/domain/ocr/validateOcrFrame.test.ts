import { expect } from 'chai';
import { validateOcrFrame } from '../../../src/domain/ocr/validateOcrFrame';
import { nValues } from './support/OcrMother';

function codeOf(frame: unknown): string {
  const r = validateOcrFrame(frame);
  if (r.ok) throw new Error('expected the frame to be refused');
  return r.error.code;
}

describe('OCR frame validation (spec 6.2, 8)', () => {
  it('accepts 1 value and 64 values', () => {
    expect(validateOcrFrame({ type: 'ocr', values: nValues(1) }).ok).to.be.true;
    expect(validateOcrFrame({ type: 'ocr', values: nValues(64) }).ok).to.be.true;
  });

  it('refuses 0 values with ocr_values_count', () => {
    expect(codeOf({ type: 'ocr', values: {} })).to.equal('ocr_values_count');
  });

  it('refuses 65 values with ocr_values_count', () => {
    expect(codeOf({ type: 'ocr', values: nValues(65) })).to.equal('ocr_values_count');
  });

  it('accepts a 255-character string and refuses a 256-character one with ocr_value_too_long', () => {
    expect(validateOcrFrame({ values: { Time: 'x'.repeat(255) } }).ok).to.be.true;
    const r = validateOcrFrame({ values: { Time: 'x'.repeat(256) } });
    expect(r.ok).to.be.false;
    if (!r.ok) {
      expect(r.error.code).to.equal('ocr_value_too_long');
      expect(r.error.details).to.have.property('Time');
    }
  });

  it('counts characters, not UTF-16 units: 255 emoji are allowed', () => {
    expect(validateOcrFrame({ values: { banner: '😀'.repeat(255) } }).ok).to.be.true;
    expect(codeOf({ values: { banner: '😀'.repeat(256) } })).to.equal('ocr_value_too_long');
  });

  it('accepts finite numbers, including 0 and negatives', () => {
    expect(validateOcrFrame({ values: { a: 0, b: -3, c: 1.5 } }).ok).to.be.true;
  });

  for (const [label, value] of [
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['null', null],
    ['a boolean', true],
    ['an object', { x: 1 }],
    ['an array', [1]],
  ] as const) {
    it(`refuses ${label} as a value with ocr_value_invalid, naming the field`, () => {
      const r = validateOcrFrame({ values: { ok: '1', bad: value } });
      expect(r.ok).to.be.false;
      if (!r.ok) {
        expect(r.error.code).to.equal('ocr_value_invalid');
        expect(Object.keys(r.error.details ?? {})).to.deep.equal(['bad']);
      }
    });
  }

  for (const [label, values] of [
    ['missing', undefined],
    ['null', null],
    ['an array', ['1']],
    ['a string', 'Time=12:00'],
    ['a number', 3],
  ] as const) {
    it(`refuses values that are ${label} with ocr_values_not_object`, () => {
      expect(codeOf({ type: 'ocr', values })).to.equal('ocr_values_not_object');
    });
  }

  it('refuses a frame that is not an object with ocr_frame_invalid', () => {
    expect(codeOf('ocr')).to.equal('ocr_frame_invalid');
    expect(codeOf(null)).to.equal('ocr_frame_invalid');
  });

  it('keeps dotted names literal and in the given order (spec 6.2 rule 7)', () => {
    const r = validateOcrFrame({ values: { 'home.score': 2, 'a.b.c': 'x' } });
    expect(r.ok && [...r.value.values]).to.deep.equal([
      ['home.score', 2],
      ['a.b.c', 'x'],
    ]);
  });

  it('reads optional seq and capturedAt (ISO or epoch ms)', () => {
    const iso = validateOcrFrame({ values: { a: 1 }, seq: 7, capturedAt: '2024-05-01T20:00:01.500Z' });
    expect(iso.ok && iso.value).to.deep.include({
      seq: 7,
      capturedAt: Date.parse('2024-05-01T20:00:01.500Z'),
    });
    const ms = validateOcrFrame({ values: { a: 1 }, capturedAt: 1714593601500 });
    expect(ms.ok && ms.value).to.deep.include({ seq: null, capturedAt: 1714593601500 });
  });

  for (const seq of [-1, 1.5, '3', NaN]) {
    it(`refuses seq ${JSON.stringify(seq)} with ocr_seq_invalid`, () => {
      expect(codeOf({ values: { a: 1 }, seq })).to.equal('ocr_seq_invalid');
    });
  }

  for (const capturedAt of ['yesterday', Infinity, -5, true]) {
    it(`refuses capturedAt ${String(capturedAt)} with ocr_captured_at_invalid`, () => {
      expect(codeOf({ values: { a: 1 }, capturedAt })).to.equal('ocr_captured_at_invalid');
    });
  }
});
