import { expect } from 'chai';
import { IsDefined, IsInt, IsString } from 'class-validator';
import { checkInput } from '../../../src/adapters/validation/checkInput';
import { fieldCode } from '../../../src/adapters/validation/fieldCode';
import { Input } from '../../../src/adapters/validation/Input';
import { InputList, InputMap, NestedInput } from '../../../src/adapters/validation/nested';
import { Optional } from '../../../src/adapters/validation/Optional';

@Input({
  closed: true,
  code: 'invalid_parameters',
  message: 'Bad item.',
  unknownField: (n) => `${n} is unknown`,
})
class Item {
  @IsString({ message: 'name must be a string' }) name!: string;
}

@Input({
  closed: true,
  code: 'invalid_parameters',
  message: 'Bad body.',
  unknownField: (n) => `${n} is unknown`,
  codeOrder: ['invalid_parameters', 'validation_failed'],
  nested: true,
})
class Body {
  @IsDefined({ message: 'id is required' }) @IsInt({ message: 'id must be a whole number' }) id!: number;
  @Optional()
  @IsInt(
    fieldCode(
      { code: 'validation_failed', message: 'The value is refused.' },
      'value must be a whole number',
    ),
  )
  value?: number;
  @Optional() @NestedInput(() => Item, 'must be an object') item?: Item;
  @Optional()
  @InputList(() => Item, { notArray: 'must be a list', notObject: 'must be an object' })
  items?: Item[];
}

@Input({ closed: false, code: 'invalid_parameters', message: 'Bad map.', nested: true })
class ByName {
  @InputMap(() => Item, { notObject: 'must be an object' }) byName!: Map<string, Item>;
}

@Input({ closed: false, code: 'invalid_parameters', message: 'Bad frame.' })
class Open {
  @IsString() type!: string;
}

@Input({
  closed: true,
  code: 'invalid_parameters',
  message: 'No parameters here.',
  unknownField: (n) => `${n} is unknown`,
})
class Nothing {}

const refusal = <T extends object>(dto: new () => T, plain: unknown) => {
  const r = checkInput(dto, plain);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('checkInput: parsed JSON against an input class (issue 13: one validator)', () => {
  it('gives an instance of the class with the fields given', () => {
    const r = checkInput(Body, { id: 1, items: [{ name: 'a' }] });
    expect(r.ok && r.value).to.be.instanceOf(Body);
    expect(r.ok && r.value.items?.[0])
      .to.be.instanceOf(Item)
      .and.deep.include({ name: 'a' });
  });

  it('names each field at fault by its path, nested objects and list items included', () => {
    const error = refusal(Body, { item: { name: 1 }, items: [{ name: 'a' }, 5, { name: 2, x: 1 }] });
    expect(error).to.deep.include({ code: 'invalid_parameters', message: 'Bad body.' });
    expect(error.details).to.deep.equal({
      id: 'id is required',
      'item.name': 'name must be a string',
      'items[1]': 'must be an object',
      'items[2].name': 'name must be a string',
      'items[2].x': 'x is unknown',
    });
  });

  it('refuses a list item that is itself a list, empty or not (found by the fuzz: phases [[]] reached the database)', () => {
    expect(refusal(Body, { id: 1, items: [[]] }).details).to.deep.equal({ 'items[0]': 'must be an object' });
    expect(refusal(Body, { id: 1, items: [{ name: 'a' }, [{ name: 'b' }]] }).details).to.deep.equal({
      'items[1]': 'must be an object',
    });
    expect(refusal(ByName, { byName: { a: { name: 'a' }, b: [] } }).details).to.deep.equal({
      'byName.b': 'must be an object',
    });
  });

  it('names a list that is not a list once, not its would-be items', () => {
    expect(refusal(Body, { id: 1, items: { name: 'a' } }).details).to.deep.equal({ items: 'must be a list' });
    expect(refusal(Body, { id: 1, item: [] }).details).to.deep.equal({ item: 'must be an object' });
  });

  it('refuses unknown fields of a closed class and drops them from an open one', () => {
    expect(refusal(Body, { id: 1, extra: true }).details).to.deep.equal({ extra: 'extra is unknown' });
    const open = checkInput(Open, { type: 'ping', extra: true });
    expect(open.ok && open.value).to.deep.equal(Object.assign(new Open(), { type: 'ping' }));
  });

  it("lets a constraint's own code win only when the class's code finds nothing, naming only its fields", () => {
    expect(refusal(Body, { id: 'x', value: 'y' })).to.deep.include({
      code: 'invalid_parameters',
      details: { id: 'id must be a whole number' },
    });
    expect(refusal(Body, { id: 1, value: 'y' })).to.deep.include({
      code: 'validation_failed',
      message: 'The value is refused.',
      details: { value: 'value must be a whole number' },
    });
  });

  it('takes null for a field that may be left out only where the class says so', () => {
    expect(refusal(Body, { id: 1, value: null }).details).to.have.keys(['value']);
  });

  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`refuses "${key}" at any depth before anything else, naming its path`, () => {
      const error = refusal(Body, JSON.parse(`{"id":1,"items":[{"name":"a","${key}":{}}]}`));
      expect(error.code).to.equal('invalid_parameters');
      expect(error.details).to.have.keys([`items[0].${key}`]);
    });
  }

  it('refuses a text or a key holding a lone surrogate on every input, naming its path; a pair is a character', () => {
    // JSON writes a lone surrogate as an escape; stored, it would come back as U+FFFD.
    const text = refusal(Body, JSON.parse('{"id":1,"items":[{"name":"a\\ud800b"}]}'));
    expect(text.code).to.equal('invalid_parameters');
    expect(text.details).to.deep.equal({
      'items[0].name': 'must be Unicode text (a lone surrogate is not a character)',
    });
    const key = refusal(Open, JSON.parse('{"\\udc00":1}'));
    expect(Object.values(key.details ?? {})).to.deep.equal([
      'must be Unicode text (a lone surrogate is not a character)',
    ]);
    expect(checkInput(Body, JSON.parse('{"id":1,"items":[{"name":"a\\ud83d\\ude00b"}]}')).ok).to.equal(true);
  });

  it('refuses a text or a key holding NUL (U+0000), which PostgreSQL cannot store, on every input, naming its path', () => {
    const nul = 'must not contain the NUL character (U+0000), which a database cannot store';
    expect(refusal(Body, JSON.parse('{"id":1,"items":[{"name":"a\\u0000b"}]}')).details).to.deep.equal({
      'items[0].name': nul,
    });
    expect(Object.values(refusal(Open, JSON.parse('{"a\\u0000":1}')).details ?? {})).to.deep.equal([nul]);
  });

  it('refuses a value nested deeper than 64 levels, naming where, before class-transformer recurses into it (found by the fuzz: a crash)', () => {
    const deep = JSON.parse(
      `{"id":1,"item":{"name":"a","extra":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}}`,
    );
    const error = refusal(Body, deep);
    expect(error.code).to.equal('invalid_parameters');
    expect(Object.keys(error.details ?? {})).to.deep.equal([`item.extra${'.a'.repeat(63)}`]);
    const fine = JSON.parse(`{"id":1,"item":{"name":"a","extra":${'{"a":'.repeat(50)}1${'}'.repeat(50)}}}`);
    expect(refusal(Body, fine).details).to.deep.equal({ 'item.extra': 'extra is unknown' });
  });

  it('names an unknown field called like a property every object inherits (found by the fuzz: valueOf went unnamed)', () => {
    for (const name of ['valueOf', 'toString', 'toLocaleString']) {
      expect(refusal(Item, { name: 'a', [name]: '' }).details, name).to.deep.equal({
        [name]: `${name} is unknown`,
      });
    }
  });

  it("refuses an unknown field named like one of Object's methods, at any depth (found by the fuzz: hasOwnProperty was taken as a declared field)", () => {
    for (const name of ['hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', '__defineGetter__']) {
      expect(refusal(Item, { name: 'a', [name]: '' }).details, name).to.deep.equal({
        [name]: `${name} is unknown`,
      });
      expect(refusal(Body, { id: 1, item: { name: 'a', [name]: 1 } }).details, name).to.deep.equal({
        [`item.${name}`]: `${name} is unknown`,
      });
      const open = checkInput(Open, { type: 'ping', [name]: 1 });
      expect(open.ok && Object.keys(open.value), name).to.deep.equal(['type']);
    }
  });

  it('refuses what is not an object, and every field of a class that has none', () => {
    expect(refusal(Body, [1]).details).to.deep.equal({ '': 'must be an object' });
    expect(refusal(Nothing, { a: '1' }).details).to.deep.equal({ a: 'a is unknown' });
    expect(checkInput(Nothing, {}).ok).to.equal(true);
  });
});
