import { expect } from 'chai';
import { associate } from '../../../src/domain/ocr/OcrAssociations';
import { mappedValues, mergeReading } from '../../../src/domain/ocr/ocrMergeRules';
import { aReading, SCORESIGHT_ASSOCIATIONS } from './support/OcrMother';

const merged = (...readings: Record<string, string | number>[]): ReadonlyMap<string, string> =>
  readings.reduce<ReadonlyMap<string, string>>(
    (values, r) => mergeReading(values, aReading(r).values),
    new Map(),
  );

describe('OcrMerge rules (spec 6.2)', () => {
  it('rule 1: merges a partial reading into the last values', () => {
    expect(Object.fromEntries(merged({ Time: '12:00', 'Home Score': 1 }, { 'Away Score': 2 }))).to.deep.equal(
      {
        Time: '12:00',
        'Home Score': '1',
        'Away Score': '2',
      },
    );
  });

  it('rule 1: an omitted field keeps its last value', () => {
    expect(merged({ Time: '12:00', Period: '1' }, { Time: '12:01' }).get('Period')).to.equal('1');
  });

  it('rule 1: an empty field is ignored and keeps the last value', () => {
    const values = merged({ Time: '12:00' }, { Time: '' }, { Time: '   ' });
    expect(values.get('Time')).to.equal('12:00');
  });

  it('rule 1: an empty field never creates a value', () => {
    expect(merged({ Time: '' }).has('Time')).to.be.false;
  });

  it('writes numbers as strings (state.ocr maps strings to strings)', () => {
    expect(Object.fromEntries(merged({ a: 3, b: 0, c: -0, d: 1.25 }))).to.deep.equal({
      a: '3',
      b: '0',
      c: '0',
      d: '1.25',
    });
  });

  it('keeps the previous values untouched (merges are pure)', () => {
    const before = merged({ Time: '12:00' });
    mergeReading(before, aReading({ Time: '13:00' }).values);
    expect(before.get('Time')).to.equal('12:00');
  });

  it('rule 7: dotted names stay literal keys, never paths', () => {
    const values = merged({ 'home.score': 2, home: 'Lyon' });
    expect(Object.fromEntries(values)).to.deep.equal({ 'home.score': '2', home: 'Lyon' });
  });

  it('rule 2: a raw name equal to a common variable also feeds that variable', () => {
    const mapped = mappedValues(merged({ T1_SCORE: 2, CLOCK_SVC: '33:10', Other: 'x' }), []);
    expect(Object.fromEntries(mapped)).to.deep.equal({ CLOCK_SVC: '33:10', T1_SCORE: '2' });
  });

  it('rule 3: an association feeds its variable', () => {
    const mapped = mappedValues(
      merged({ Time: '12:00', 'Home Score': 1, 'Away Score': 0, Period: '2' }),
      SCORESIGHT_ASSOCIATIONS,
    );
    expect(Object.fromEntries(mapped)).to.deep.equal({
      CLOCK_SVC: '12:00',
      T1_SCORE: '1',
      T2_SCORE: '0',
      SET_SVC: '2',
    });
  });

  it('rule 3: an explicit association wins on collision with a raw name', () => {
    const values = merged({ T1_SCORE: 9, 'Home Score': 1 });
    expect(mappedValues(values, SCORESIGHT_ASSOCIATIONS).get('T1_SCORE')).to.equal('1');
  });

  it('rule 3: the raw name still feeds the variable while the associated reading was never received', () => {
    expect(mappedValues(merged({ T1_SCORE: 9 }), SCORESIGHT_ASSOCIATIONS).get('T1_SCORE')).to.equal('9');
  });

  it('rule 4: a variable nothing has fed is absent, so nothing replaces it', () => {
    const mapped = mappedValues(merged({ Time: '12:00' }), SCORESIGHT_ASSOCIATIONS);
    expect([...mapped.keys()]).to.deep.equal(['CLOCK_SVC']);
  });
});

describe('OCR associations (spec 6.2 rule 3)', () => {
  it('links a reading to CLOCK_SVC, T1_SCORE, T2_SCORE or SET_SVC', () => {
    const r = associate([], 'Home Score', 'T1_SCORE');
    expect(r.ok && r.value).to.deep.equal([{ reading: 'Home Score', variable: 'T1_SCORE' }]);
  });

  it('replaces the earlier link of the variable and of the reading', () => {
    const r = associate(SCORESIGHT_ASSOCIATIONS, 'Score A', 'T1_SCORE');
    expect(r.ok && r.value.filter((a) => a.variable === 'T1_SCORE')).to.deep.equal([
      { reading: 'Score A', variable: 'T1_SCORE' },
    ]);
    const moved = associate(SCORESIGHT_ASSOCIATIONS, 'Time', 'SET_SVC');
    expect(moved.ok && moved.value.filter((a) => a.reading === 'Time')).to.deep.equal([
      { reading: 'Time', variable: 'SET_SVC' },
    ]);
  });

  it('refuses a variable that does not exist', () => {
    const r = associate([], 'Time', 'clock');
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('ocr_unknown_variable');
  });

  it('refuses an empty reading name', () => {
    const r = associate([], '', 'CLOCK_SVC');
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('ocr_reading_name_invalid');
  });
});
