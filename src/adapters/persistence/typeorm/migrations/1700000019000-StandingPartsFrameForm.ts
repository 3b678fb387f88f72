import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 11: the store writes standing_parts.packed in a narrower form, "f" (the frame form: each
// column from its smallest value, in 1, 2 or 4 bytes; a 200-team part in 14 bytes a row instead
// of 28), beside "d" (64-bit floats) for values that are not 32-bit integers. Parts written in the
// earlier forms ("s", "i", "d") are read as they are and take the frame form at their next write,
// so the way up changes no data. The way back rewrites every part in the frame form as "i" or "d",
// the forms 1700000018000 reads. The frame form is spelled out here, frozen with the migration:
// a little-endian 32-bit row count, then per column (STRIDE of them) its width in bytes (1, 2 or
// 4) and its base (32-bit), then each column's values less its base, the width's highest number
// standing for null.

const STRIDE = 13;
const HEADER = 4 + STRIDE * 5;
const INT_NULL = -2_147_483_648;

/** The values of a part in the frame form, null for null. */
function unframed(bytes: Buffer): (number | null)[] {
  const count = bytes.readUInt32LE(0);
  const values: (number | null)[] = new Array<number | null>(count * STRIDE).fill(null);
  let at = HEADER;
  for (let c = 0; c < STRIDE; c += 1) {
    const width = bytes.readUInt8(4 + c * 5);
    const base = bytes.readInt32LE(5 + c * 5);
    for (let r = 0; r < count; r += 1, at += width) {
      const stored = bytes.readUIntLE(at, width);
      values[r * STRIDE + c] = stored === 2 ** (8 * width) - 1 ? null : base + stored;
    }
  }
  return values;
}

/** The "i" form when every value fits 32 bits (and is not -2^31), else "d". */
function packed(values: readonly (number | null)[]): string {
  const ints = values.every((v) => v === null || (Number.isInteger(v) && v > INT_NULL && v <= 2_147_483_647));
  const bytes = Buffer.alloc(values.length * (ints ? 4 : 8));
  values.forEach((v, i) => {
    if (ints) bytes.writeInt32LE(v ?? INT_NULL, i * 4);
    else bytes.writeDoubleLE(v ?? Number.NaN, i * 8);
  });
  return `${ints ? 'i' : 'd'}${bytes.toString('base64')}`;
}

function qualified(queryRunner: QueryRunner, name: string): string {
  const schema = (queryRunner.connection.options as { schema?: string }).schema;
  const quote = (part: string) => queryRunner.connection.driver.escape(part);
  return schema ? `${quote(schema)}.${quote(name)}` : quote(name);
}

export class StandingPartsFrameForm1700000019000 implements MigrationInterface {
  name = 'StandingPartsFrameForm1700000019000';

  async up(): Promise<void> {
    // Nothing to change: the store reads the earlier forms and writes the frame form from now on.
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = qualified(queryRunner, 'standing_parts');
    const mark = (i: number) => (queryRunner.connection.options.type === 'postgres' ? `$${i}` : '?');
    const parts = (await queryRunner.query(
      `SELECT id, packed FROM ${table} WHERE packed LIKE 'f%' ORDER BY id`,
    )) as { id: number | string; packed: string }[];
    for (const part of parts) {
      const values = unframed(Buffer.from(part.packed.slice(1), 'base64'));
      await queryRunner.query(`UPDATE ${table} SET packed = ${mark(1)} WHERE id = ${mark(2)}`, [
        packed(values),
        Number(part.id),
      ]);
    }
  }
}
