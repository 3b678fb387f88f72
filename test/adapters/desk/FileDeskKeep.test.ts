import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { FileDeskKeep } from '../../../src/adapters/desk/keep/FileDeskKeep';

describe('FileDeskKeep: the clocks and statistics of a desk across its restarts', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'match-desk-keep-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const kept = {
    timer: { period: 2, accumulatedMs: 4_000_000, startedAt: null },
    statistics: { corners: { home: 3, away: 1 } },
  };

  it('gives them back to a desk on the same source only: another database has other matches under the same ids', () => {
    // Found by review: a clock kept on one database ran on the match of the same ids in another.
    const path = join(dir, 'desk', '18800.json');
    new FileDeskKeep(path, 'database sqlite:/a.sqlite').write('football:1:3', kept);
    expect(new FileDeskKeep(path, 'database sqlite:/a.sqlite').read('football:1:3')).to.deep.equal(kept);
    expect(new FileDeskKeep(path, 'database sqlite:/b.sqlite').read('football:1:3')).to.equal(null);
  });

  it('writes no database URL into the file (it may hold a password)', async () => {
    const path = join(dir, 'desk', '18800.json');
    new FileDeskKeep(path, 'database postgres://desk:secret@db/test').write('football:1:3', kept);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).to.not.include('secret');
  });
});
