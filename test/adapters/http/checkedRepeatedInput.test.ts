import { expect } from 'chai';
import { IsIn, IsString } from 'class-validator';
import { checkedRepeatedInput } from '../../../src/adapters/http/checkedInput';
import { ApiError } from '../../../src/adapters/errors/ApiError';
import { Input } from '../../../src/adapters/validation/Input';

@Input({
  closed: true,
  code: 'invalid_parameters',
  message: 'Bad query.',
  unknownField: (n) => `${n} is unknown`,
})
class Query {
  @IsString({ message: 'id must be a string' }) id!: string;
  @IsIn(['a', 'b'], { message: 'kind must be a or b' }) kind!: string;
}

describe('checkedRepeatedInput: a query string checked once (issue 11)', () => {
  it('gives the same frozen instance for the same text, and a new one for another', () => {
    const first = checkedRepeatedInput(Query, 'id=1&kind=a', { id: '1', kind: 'a' });
    expect(first).to.be.instanceOf(Query).and.deep.include({ id: '1', kind: 'a' });
    expect(Object.isFrozen(first)).to.equal(true);
    expect(checkedRepeatedInput(Query, 'id=1&kind=a', { id: '1', kind: 'a' })).to.equal(first);
    const other = checkedRepeatedInput(Query, 'id=2&kind=b', { id: '2', kind: 'b' });
    expect(other).to.not.equal(first);
    expect(other).to.deep.include({ id: '2', kind: 'b' });
  });

  it('refuses a bad input every time it comes, and keeps nothing of it', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(() => checkedRepeatedInput(Query, 'id=1&kind=c', { id: '1', kind: 'c' }))
        .to.throw(ApiError)
        .with.property('details')
        .that.deep.equals({ kind: 'kind must be a or b' });
    }
    expect(() => checkedRepeatedInput(Query, 'id=1&kind=a&x=1', { id: '1', kind: 'a', x: '1' }))
      .to.throw(ApiError)
      .with.property('details')
      .that.deep.equals({ x: 'x is unknown' });
  });

  it('keeps a bounded number of texts per input class, dropping the oldest first', () => {
    const first = checkedRepeatedInput(Query, 'id=first&kind=a', { id: 'first', kind: 'a' });
    for (let i = 0; i < 600; i += 1)
      checkedRepeatedInput(Query, `id=${i}&kind=a`, { id: String(i), kind: 'a' });
    const again = checkedRepeatedInput(Query, 'id=first&kind=a', { id: 'first', kind: 'a' });
    expect(again).to.deep.equal(first);
    expect(again).to.not.equal(first);
  });
});
