import { expect } from 'chai';
import fc from 'fast-check';
import {
  decodePacked,
  encodePacked,
  packedTextOf,
  partRowsOf,
} from '../../../src/adapters/persistence/typeorm/mappers/standingsMapper';
import { PackedRows, PART_STRIDE } from '../../../src/domain/standings/shiftStandings';

// Issue 11: standing_parts.packed, the rows of one part as text. Written in the frame form ("f",
// each column from its smallest value in 1, 2 or 4 bytes) or, for values that are not 32-bit
// integers, in 64-bit floats ("d"); read in those and in the forms written before ("s", "i").

/** Whether two packed row sets hold the same numbers, NaN (null) included, -0 told from 0. */
function sameRows(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** 200 rows as a 200-team table holds them: keys of teams made together, ranks, a season's counts. */
function seasonRows(count: number): Float64Array {
  const rows = new Float64Array(count * PART_STRIDE);
  for (let r = 0; r < count; r += 1) {
    const previous = r === 0 ? Number.NaN : ((r * 7) % count) + 1;
    const goalsFor = 40 + (r % 30);
    const goalsAgainst = 45 - (r % 20);
    const values = [
      52_000 + r,
      r + 1,
      previous,
      previous - (r + 1),
      38,
      10 + (r % 20),
      5,
      23 - (r % 20),
      goalsFor,
      goalsAgainst,
      goalsFor - goalsAgainst,
      95 - (r >> 1),
      (r * 13) % count,
    ];
    values.forEach((v, c) => {
      rows[r * PART_STRIDE + c] = v;
    });
  }
  return rows;
}

/** The "s" form as the first packed parts were written: keys in 32 bits, then the rest in 16. */
function shortForm(rows: Float64Array): string {
  const count = rows.length / PART_STRIDE;
  const bytes = Buffer.alloc(count * 4 + count * (PART_STRIDE - 1) * 2);
  for (let r = 0, at = count * 4; r < count; r += 1) {
    const key = rows[r * PART_STRIDE] as number;
    bytes.writeInt32LE(Number.isNaN(key) ? -2_147_483_648 : key, r * 4);
    for (let c = 1; c < PART_STRIDE; c += 1, at += 2) {
      const v = rows[r * PART_STRIDE + c] as number;
      bytes.writeInt16LE(Number.isNaN(v) ? -32_768 : v, at);
    }
  }
  return `s${bytes.toString('base64')}`;
}

describe('standing_parts.packed (issue 11)', () => {
  it('reads back exactly what it wrote, whatever the values (property)', () => {
    const value = fc.oneof(
      fc.integer({ min: -5, max: 300 }),
      fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
      fc.constantFrom(Number.NaN, 0, -0, 254, 255, 256, 65_534, 65_535, 65_536, 2 ** 31, -(2 ** 31) - 1),
      fc.double({ noNaN: false }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: PART_STRIDE, maxLength: PART_STRIDE }), { maxLength: 40 }),
        (rows) => {
          const packed = Float64Array.from(rows.flat());
          expect(sameRows(decodePacked(encodePacked(packed)), packed)).to.equal(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes a 200-team part in the frame form, at most 15 bytes a row before base64', () => {
    const rows = seasonRows(200);
    const text = encodePacked(rows);
    expect(text.charAt(0)).to.equal('f');
    expect(Buffer.from(text.slice(1), 'base64').length).to.be.at.most(200 * 15);
    expect(sameRows(decodePacked(text), rows)).to.equal(true);
  });

  it('takes a wider column only where a column spans more, and keeps null apart from every value', () => {
    const rows = seasonRows(3);
    // Goals for: 0, 255 and null; a span of 255 must not read the top value as null.
    rows[8] = 0;
    rows[PART_STRIDE + 8] = 255;
    rows[2 * PART_STRIDE + 8] = Number.NaN;
    // Points: the 32-bit extremes, a span of 2^32 - 1, which the float form keeps.
    const extremes = seasonRows(2);
    extremes[11] = -2_147_483_648;
    extremes[PART_STRIDE + 11] = 2_147_483_647;
    for (const [sample, form] of [
      [rows, 'f'],
      [extremes, 'd'],
    ] as const) {
      const text = encodePacked(sample);
      expect(text.charAt(0)).to.equal(form);
      expect(sameRows(decodePacked(text), sample)).to.equal(true);
    }
  });

  it('writes counts that are not 32-bit integers in 64-bit floats, and an empty part', () => {
    for (const v of [0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -0]) {
      const rows = seasonRows(2);
      rows[PART_STRIDE + 9] = v;
      const text = encodePacked(rows);
      expect(text.charAt(0)).to.equal('d');
      expect(sameRows(decodePacked(text), rows)).to.equal(true);
    }
    expect(decodePacked(encodePacked(new Float64Array(0)))).to.have.length(0);
  });

  it('changes a part in its own bytes as it would change the unpacked rows (property)', () => {
    const small = fc.array(fc.integer({ min: -3, max: 300 }), {
      minLength: PART_STRIDE,
      maxLength: PART_STRIDE,
    });
    const value = fc.oneof(
      fc.integer({ min: -10, max: 400 }),
      fc.constantFrom(Number.NaN, -0, 0.5, 255, 65_535, 70_000, 2 ** 31, -(2 ** 31) - 1),
    );
    const change = (size: number) =>
      fc.oneof(
        fc.record({
          row: fc.nat({ max: size - 1 }),
          column: fc.nat({ max: PART_STRIDE - 1 }),
          value,
        }),
        fc.record({
          column: fc.nat({ max: PART_STRIDE - 1 }),
          first: fc.nat({ max: size - 1 }),
          values: fc.array(value, { maxLength: size }),
        }),
        fc.tuple(fc.nat({ max: size - 1 }), fc.nat({ max: size - 1 })).chain(([a, b]) =>
          fc.shuffledSubarray(
            Array.from({ length: Math.abs(a - b) + 1 }, (_, i) => Math.min(a, b) + i),
            { minLength: Math.abs(a - b) + 1 },
          ),
        ),
      );
    fc.assert(
      fc.property(
        fc
          .array(small, { minLength: 1, maxLength: 30 })
          .chain((rows) => fc.tuple(fc.constant(rows), fc.array(change(rows.length), { maxLength: 12 }))),
        ([rows, changes]) => {
          const expected = new PackedRows(Float64Array.from(rows.flat()));
          const text = encodePacked(expected.values);
          const framed = partRowsOf(text);
          expect(framed.size).to.equal(rows.length);
          for (const c of changes) {
            for (const target of [framed, expected]) {
              if (Array.isArray(c)) target.permute(Math.min(...c), c);
              else if ('values' in c)
                target.write(c.column, c.first, Float64Array.from(c.values.slice(0, rows.length - c.first)));
              else target.set(c.row, c.column, c.value);
            }
          }
          for (let c = 0; c < PART_STRIDE; c += 1) {
            for (let r = 0; r < rows.length; r += 1)
              expect(Object.is(framed.get(r, c), expected.get(r, c))).to.equal(true);
            expect(sameRows(framed.read(c), expected.read(c))).to.equal(true);
            const first = Math.floor(rows.length / 3);
            expect(
              sameRows(framed.read(c, first, rows.length - 1), expected.read(c, first, rows.length - 1)),
            ).to.equal(true);
          }
          expect(sameRows(decodePacked(packedTextOf(framed)), expected.values)).to.equal(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes a shifted 200-team part back in its own bytes when every value fits', () => {
    const rows = seasonRows(200);
    const text = encodePacked(rows);
    const part = partRowsOf(text);
    // Row 120 gains 3 points and climbs to 60th: rows 59 to 119 move down one.
    part.set(120, 11, part.get(120, 11) + 3);
    part.permute(59, [120, ...Array.from({ length: 61 }, (_, i) => 59 + i)]);
    const moved = packedTextOf(part);
    expect(moved.charAt(0)).to.equal('f');
    expect(moved.length).to.equal(text.length);
    const expected = new PackedRows(rows.slice());
    expected.set(120, 11, expected.get(120, 11) + 3);
    expected.permute(59, [120, ...Array.from({ length: 61 }, (_, i) => 59 + i)]);
    expect(sameRows(decodePacked(moved), expected.values)).to.equal(true);
    expect(packedTextOf(partRowsOf(text))).to.equal(text);
  });

  it("unpacks a shifted part when a value falls on its column's null or beyond its width", () => {
    const rows = seasonRows(3);
    // Goals for 0, 100 and 254: one byte a value from 0, whose 255 stands for null.
    [0, 100, 254].forEach((v, r) => {
      rows[r * PART_STRIDE + 8] = v;
    });
    for (const value of [255, 256, -1, 0.5, Number.NaN]) {
      const part = partRowsOf(encodePacked(rows));
      part.set(1, 8, value);
      expect(Object.is(part.get(1, 8), value)).to.equal(true);
      const back = decodePacked(packedTextOf(part));
      expect(Object.is(back[PART_STRIDE + 8], value)).to.equal(true);
      expect([back[8], back[2 * PART_STRIDE + 8]]).to.deep.equal([0, 254]);
    }
  });

  it('reads the parts stored in the earlier forms, and refuses an unknown one', () => {
    const rows = seasonRows(20);
    expect(sameRows(decodePacked(shortForm(rows)), rows)).to.equal(true);
    const ints = Buffer.alloc(rows.length * 4);
    rows.forEach((v, i) => ints.writeInt32LE(Number.isNaN(v) ? -2_147_483_648 : v, i * 4));
    expect(sameRows(decodePacked(`i${ints.toString('base64')}`), rows)).to.equal(true);
    expect(() => decodePacked('xAAAA')).to.throw(/unknown form: x/);
  });
});
