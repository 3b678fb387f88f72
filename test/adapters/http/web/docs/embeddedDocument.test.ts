import { expect } from 'chai';
import { jsonDataBlock } from '../../../../../src/adapters/http/web/docs/embeddedDocument';

describe('a document embedded in a page as a JSON data block', () => {
  const hostile = {
    description: '</script><script>alert(1)</script><!-- \u2028\u2029',
    nested: [{ '<b>': '</SCRIPT >' }],
  };

  it('contains no "<", so no value can close the element or open markup', () => {
    expect(jsonDataBlock(hostile)).not.to.include('<');
  });

  it('contains no line or paragraph separator written as such', () => {
    expect(jsonDataBlock(hostile)).not.to.match(/[\u2028\u2029]/);
  });

  it('parses back to the same document', () => {
    expect(JSON.parse(jsonDataBlock(hostile))).to.deep.equal(hostile);
  });
});
