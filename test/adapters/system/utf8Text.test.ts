import { expect } from 'chai';
import { utf8Text } from '../../../src/adapters/system/utf8Text';

// Found by review: a Latin-1 import file was read with its bytes replaced by U+FFFD and stored so.
describe('the text of a file the user gives', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    const text = '{"name":"Liga Española"}';
    expect(utf8Text(Buffer.from(text, 'utf8'))).to.deep.equal({ ok: true, text });
    expect(
      utf8Text(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])),
    ).to.deep.equal({
      ok: true,
      text,
    });
  });

  it('refuses Latin-1 naming the first byte that is not UTF-8, and UTF-16 by its byte order mark', () => {
    expect(utf8Text(Buffer.from('{"name":"Liga Española"}', 'latin1'))).to.deep.equal({
      ok: false,
      problem:
        'it is not UTF-8 text (byte 18 is not valid UTF-8; a Latin-1 or Windows-1252 file must be saved as UTF-8)',
    });
    for (const bom of [
      [0xff, 0xfe],
      [0xfe, 0xff],
    ]) {
      expect(utf8Text(Buffer.from([...bom, 0x7b, 0x00]))).to.deep.equal({
        ok: false,
        problem: 'it is UTF-16 text: save it as UTF-8',
      });
    }
    // A multi-byte sequence cut short at the end of the file.
    expect(utf8Text(Buffer.from([0x7b, 0xc3]))).to.include({ ok: false });
  });
});
