import { expect } from 'chai';
import { fillTemplate, jsonTemplate } from '../../../src/application/desk/JsonTemplate';

describe('JsonTemplate: the JSON text of an object with open members', () => {
  const value = {
    first: { a: 1 },
    texts: { clock: '00:00' },
    middle: ['x', null, 2.5],
    left: undefined,
    timer: { running: true, elapsedMs: 0 },
    last: 'end "quoted"',
  };

  it('gives the text JSON.stringify gives once its open members are filled', () => {
    const template = jsonTemplate(value, ['texts', 'timer']);
    expect(fillTemplate(template, value)).to.equal(JSON.stringify(value));
  });

  it('fills the open members with the values of the fill, not those it was made from', () => {
    const template = jsonTemplate(value, ['timer', 'texts']);
    const filled = fillTemplate(template, { texts: { clock: '01:02' }, timer: { running: false } });
    expect(JSON.parse(filled)).to.deep.equal({
      ...JSON.parse(JSON.stringify(value)),
      texts: { clock: '01:02' },
      timer: { running: false },
    });
    expect(template.holes).to.deep.equal(['texts', 'timer']);
  });

  it('opens the first and the last members as well as those between', () => {
    const template = jsonTemplate({ a: { n: 1 }, b: 2, c: { n: 3 } }, ['a', 'c']);
    expect(fillTemplate(template, { a: { n: 9 }, c: {} })).to.equal('{"a":{"n":9},"b":2,"c":{}}');
  });

  it('serializes the whole object when no member is open', () => {
    const template = jsonTemplate(value, []);
    expect(template.parts).to.deep.equal([JSON.stringify(value)]);
    expect(fillTemplate(template, {})).to.equal(JSON.stringify(value));
  });

  it('leaves out an open member the object does not have', () => {
    const template = jsonTemplate({ a: 1 }, ['missing']);
    expect(template.holes).to.deep.equal([]);
    expect(fillTemplate(template, { missing: {} })).to.equal('{"a":1}');
  });
});
