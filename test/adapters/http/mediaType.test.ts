import { expect } from 'chai';
import { mediaTypeOf } from '../../../src/adapters/http/body/mediaType';

describe('mediaTypeOf: a Content-Type as RFC 9110 (8.3.1) writes it', () => {
  it('reads the type, lowercase, and its parameters, quoted or not', () => {
    expect(mediaTypeOf('Application/JSON')).to.deep.equal({ essence: 'application/json', params: {} });
    expect(mediaTypeOf('application/json; Charset="UTF-8" ;x=1')).to.deep.equal({
      essence: 'application/json',
      params: { charset: 'UTF-8', x: '1' },
    });
    expect(mediaTypeOf('application/json;')).to.deep.equal({ essence: 'application/json', params: {} });
  });

  it('refuses what is no media type: no subtype, a parameter without a value, `===`, a parameter twice', () => {
    for (const header of [
      'application',
      'application/',
      'application/json; ===',
      'application/json; charset',
      'application/json; charset=',
      'application/json; charset=utf-8; charset=latin1',
      'application/json; a="unterminated',
      'application/json garbage',
    ])
      expect(mediaTypeOf(header), header).to.equal(null);
  });
});
