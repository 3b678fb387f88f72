import { expect } from 'chai';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileHostedMatchCache } from '../../../src/adapters/desk/cache/FileHostedMatchCache';
import type { HostedMatch } from '../../../src/application/ports/DeskHost';
import { demoHostedMatch } from '../../application/desk/support/demoStores';

/** Issue 12: the hosted desk's last match, kept beside its journal for a start while offline. */
describe('FileHostedMatchCache (the copy of the hosted desk’s match on disk)', () => {
  let dir: string;
  let match: HostedMatch;

  before(async () => {
    match = await demoHostedMatch();
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'md-match-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives back the match it kept, in a file only its user reads, in a folder it creates', async () => {
    const path = join(dir, 'journal', 'host_443.jsonl.match.json');
    let user = 'ops@club.example';
    const cache = new FileHostedMatchCache(path, () => user);
    expect(await cache.read()).to.equal(null);
    await cache.write(match);
    expect(await cache.read()).to.deep.equal(JSON.parse(JSON.stringify(match)));
    // Read as another user (whose rights may differ), the copy is no cache.
    user = 'other@club.example';
    expect(await cache.read()).to.equal(null);
    user = 'ops@club.example';
    expect((await stat(path)).mode & 0o777).to.equal(0o600);
    expect((await stat(join(dir, 'journal'))).mode & 0o777).to.equal(0o700);
  });

  it('takes a file that is not JSON, of another format or of another shape for no copy', async () => {
    const path = join(dir, 'match.json');
    const cache = new FileHostedMatchCache(path, () => '');
    for (const text of [
      '{not json',
      '{"format":2,"owner":"","match":{}}',
      '{"format":1,"owner":"","match":{"source":{}}}',
      '[]',
    ]) {
      await writeFile(path, text);
      expect(await cache.read(), text).to.equal(null);
    }
  });

  it('reports a copy damaged inside and takes it for no copy, so that the desk still starts', async () => {
    const path = join(dir, 'match.json');
    const errors: unknown[] = [];
    const cache = new FileHostedMatchCache(
      path,
      () => '',
      (e: unknown) => void errors.push(e),
    );
    const damages: [string, (m: { source: Record<string, unknown> }) => void][] = [
      ['an event that is null', (m) => void (m.source.events = [null])],
      ['a player that is a number', (m) => void (m.source.players = [7])],
      ['a lineup entry that is null', (m) => void (m.source.lineups = [null])],
      ['a match without its sport', (m) => void delete (m.source.match as Record<string, unknown>).sport],
    ];
    for (const [label, damage] of damages) {
      const copy = JSON.parse(JSON.stringify({ format: 1, owner: '', match })) as {
        match: { source: Record<string, unknown> };
      };
      damage(copy.match);
      await writeFile(path, JSON.stringify(copy));
      expect(await cache.read(), label).to.equal(null);
    }
    expect(errors.map((e) => (e as Error).message)).to.have.length(damages.length);
    expect((errors[0] as Error).message).to.match(/match\.json is damaged and is not used: its events hold/);
  });

  it('reports a write it could not make and does not throw', async () => {
    const errors: unknown[] = [];
    // A folder where the file should be: the rename over it fails.
    const cache = new FileHostedMatchCache(
      dir,
      () => '',
      (e: unknown) => void errors.push(e),
    );
    await cache.write(match);
    expect(errors).to.have.length(1);
  });
});
