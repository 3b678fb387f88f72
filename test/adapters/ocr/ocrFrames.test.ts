import { expect } from 'chai';
import { parseOcrFrame } from '../../../src/adapters/ocr/ocrFrames';
import type { OcrReading } from '../../../src/domain/ocr/OcrReading';
import { nValues } from '../../domain/ocr/support/OcrMother';

const parse = (frame: unknown) => parseOcrFrame(Buffer.from(JSON.stringify(frame)), false);

function readingOf(frame: Record<string, unknown>): OcrReading {
  const r = parse({ type: 'ocr', ...frame });
  if (!r.ok) throw new Error(`refused: ${r.error.code}`);
  if (r.value.type !== 'ocr') throw new Error(`not a reading: ${r.value.type}`);
  return r.value.reading;
}

function refusalOf(frame: unknown) {
  const r = parse(frame);
  if (r.ok) throw new Error('expected the frame to be refused');
  return r.error;
}

const codeOf = (frame: Record<string, unknown>): string => refusalOf({ type: 'ocr', ...frame }).code;

describe('OCR frames (spec 6.2, 8): the input classes of the OCR ingress', () => {
  it('accepts 1 value and 64 values', () => {
    expect(readingOf({ values: nValues(1) }).values.size).to.equal(1);
    expect(readingOf({ values: nValues(64) }).values.size).to.equal(64);
  });

  it('refuses 0 values with ocr_values_count', () => {
    expect(codeOf({ values: {} })).to.equal('ocr_values_count');
  });

  it('refuses 65 values with ocr_values_count, even when some are invalid too', () => {
    expect(codeOf({ values: nValues(65) })).to.equal('ocr_values_count');
    expect(codeOf({ values: { ...nValues(64), bad: true } })).to.equal('ocr_values_count');
  });

  it('accepts a 255-character string and refuses a 256-character one with ocr_value_too_long', () => {
    expect(readingOf({ values: { Time: 'x'.repeat(255) } }).values.get('Time')).to.have.length(255);
    const error = refusalOf({ type: 'ocr', values: { Time: 'x'.repeat(256) } });
    expect(error.code).to.equal('ocr_value_too_long');
    expect(error.details).to.deep.equal({ Time: 'at most 255 characters' });
  });

  it('takes reading names of 1 to 255 characters, as an association does, and refuses others by name', () => {
    const long = 'n'.repeat(256);
    expect(readingOf({ values: { ['😀'.repeat(255)]: 1 } }).values.size).to.equal(1);
    const error = refusalOf({ type: 'ocr', values: { Time: '1', [long]: 2 } });
    expect(error.code).to.equal('ocr_reading_name_invalid');
    expect(error.details).to.deep.equal({ values: 'reading names hold 1 to 255 characters, not 256' });
    expect(codeOf({ values: { '': '12:00' } })).to.equal('ocr_reading_name_invalid');
  });

  it('counts characters, not UTF-16 units: 255 emoji are allowed', () => {
    expect(readingOf({ values: { banner: '😀'.repeat(255) } }).values.size).to.equal(1);
    expect(codeOf({ values: { banner: '😀'.repeat(256) } })).to.equal('ocr_value_too_long');
  });

  it('accepts finite numbers, including 0 and negatives', () => {
    expect([...readingOf({ values: { a: 0, b: -3, c: 1.5 } }).values.values()]).to.deep.equal([0, -3, 1.5]);
  });

  for (const [label, value] of [
    ['null', null],
    ['a boolean', true],
    ['an object', { x: 1 }],
    ['an array', [1]],
  ] as const) {
    it(`refuses ${label} as a value with ocr_value_invalid, naming the reading`, () => {
      const error = refusalOf({ type: 'ocr', values: { ok: '1', bad: value } });
      expect(error.code).to.equal('ocr_value_invalid');
      expect(Object.keys(error.details ?? {})).to.deep.equal(['bad']);
    });
  }

  it('refuses a number JSON cannot hold (1e999 is Infinity) with ocr_value_invalid', () => {
    const r = parseOcrFrame(Buffer.from('{"type":"ocr","values":{"ok":1,"bad":1e999}}'), false);
    expect(!r.ok && r.error.code).to.equal('ocr_value_invalid');
    expect(!r.ok && Object.keys(r.error.details ?? {})).to.deep.equal(['bad']);
  });

  for (const [label, values] of [
    ['missing', undefined],
    ['null', null],
    ['an array', ['1']],
    ['a string', 'Time=12:00'],
    ['a number', 3],
  ] as const) {
    it(`refuses values that are ${label} with ocr_values_not_object, naming values`, () => {
      const error = refusalOf({ type: 'ocr', values });
      expect(error.code).to.equal('ocr_values_not_object');
      expect(error.details).to.have.keys(['values']);
    });
  }

  it('keeps dotted names literal and in the given order (spec 6.2 rule 7)', () => {
    expect([...readingOf({ values: { 'home.score': 2, 'a.b.c': 'x' } }).values]).to.deep.equal([
      ['home.score', 2],
      ['a.b.c', 'x'],
    ]);
  });

  it('reads optional seq and capturedAt (an RFC 3339 date-time or epoch ms), null as absent', () => {
    expect(readingOf({ values: { a: 1 }, seq: 7, capturedAt: '2024-05-01T20:00:01.500Z' })).to.deep.include({
      seq: 7,
      capturedAt: Date.parse('2024-05-01T20:00:01.500Z'),
    });
    expect(readingOf({ values: { a: 1 }, capturedAt: 1714593601500 })).to.deep.include({
      seq: null,
      capturedAt: 1714593601500,
    });
    expect(readingOf({ values: { a: 1 }, seq: null, capturedAt: null })).to.deep.include({
      seq: null,
      capturedAt: null,
    });
  });

  it('ignores fields of its own (the reading is open), and never keeps them', () => {
    expect([...readingOf({ values: { a: 1 }, source: 'cam 2' }).values.keys()]).to.deep.equal(['a']);
  });

  for (const seq of [-1, 1.5, '3']) {
    it(`refuses seq ${JSON.stringify(seq)} with ocr_seq_invalid`, () => {
      expect(codeOf({ values: { a: 1 }, seq })).to.equal('ocr_seq_invalid');
    });
  }

  for (const capturedAt of [
    'yesterday',
    '2024-05-01',
    '2024-05-01 20:00:01',
    '2024-02-30T20:00:01Z',
    1e20,
    -5,
    true,
  ]) {
    it(`refuses capturedAt ${JSON.stringify(capturedAt)} with ocr_captured_at_invalid`, () => {
      expect(codeOf({ values: { a: 1 }, capturedAt })).to.equal('ocr_captured_at_invalid');
    });
  }

  it('takes register with role ocr and refuses another role, naming role', () => {
    expect(parse({ type: 'register', role: 'ocr' })).to.deep.equal({ ok: true, value: { type: 'register' } });
    const error = refusalOf({ type: 'register', role: 'overlay' });
    expect(error).to.deep.include({ code: 'invalid_parameters' });
    expect(error.details).to.have.keys(['role']);
  });

  it('refuses binary, non-JSON, non-object, typeless and unknown frames with their codes', () => {
    const binary = parseOcrFrame(Buffer.from('{"type":"ping"}'), true);
    expect(!binary.ok && binary.error.code).to.equal('invalid_message');
    const text = parseOcrFrame(Buffer.from('{"type":'), false);
    expect(!text.ok && text.error.code).to.equal('invalid_json');
    expect(refusalOf([1]).code).to.equal('invalid_message');
    expect(refusalOf({ values: { a: 1 } }).code).to.equal('invalid_message');
    expect(refusalOf({ type: 'click' }).code).to.equal('unknown_type');
  });
});
