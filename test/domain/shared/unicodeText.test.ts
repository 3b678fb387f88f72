import { expect } from 'chai';
import {
  HAS_CONTROL,
  HAS_NUL,
  nameProblem,
  NOT_UNICODE,
  textProblem,
} from '../../../src/domain/shared/unicodeText';

describe('texts and names a store keeps as they are', () => {
  it('refuses a NUL or a lone surrogate in any text, and nothing else', () => {
    expect(textProblem('a\u0000b')).to.equal(HAS_NUL);
    expect(textProblem('Spieler \ud83d')).to.equal(NOT_UNICODE);
    expect(textProblem('line one\nline two\t😀')).to.equal(null);
    expect(textProblem(12)).to.equal(null);
  });

  it('refuses in a name every control character, line separator and bidirectional override', () => {
    for (const name of [
      'Evil\nCo',
      'Tab\there',
      'Esc\u001b[31m',
      'Del\u007f',
      'Next\u0085line',
      'Line\u2028separator',
      'Para\u2029graph',
      'Scores\u202Eelif.exe',
      'Isolate\u2066x\u2069',
    ]) {
      expect(nameProblem(name), JSON.stringify(name)).to.equal(HAS_CONTROL);
    }
    expect(nameProblem('a\u0000')).to.equal(HAS_NUL);
  });

  it('takes names in any script, with the marks that shape them', () => {
    for (const name of [
      'الأهلي', // Al Ahly
      'מכבי תל אביב', // Maccabi Tel Aviv
      'Beşiktaş JK',
      'Crvena zvezda / Црвена звезда',
      'FC Köln\u200E', // a left-to-right mark
      'نادي\u200F', // a right-to-left mark
      '👨\u200D👩\u200D👧 family',
    ]) {
      expect(nameProblem(name), name).to.equal(null);
    }
  });
});
