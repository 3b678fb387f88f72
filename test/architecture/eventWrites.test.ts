import { expect } from 'chai';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sinon from 'sinon';
import { createMemoryStores } from '../../src/adapters/memory';
import { StoreDeskHost } from '../../src/application/desk/host/StoreDeskHost';
import { demoData } from '../../src/application/demo/demoData';
import { WriteMatchEvents } from '../../src/application/events/WriteMatchEvents';
import { ImportChampionship } from '../../src/application/import/ImportChampionship';
import { DeleteMatchEvent } from '../../src/application/web/DeleteMatchEvent';
import { UpdateMatchEvent } from '../../src/application/web/UpdateMatchEvent';
import type { DeskContext } from '../../src/domain/desk/DeskContext';
import { liveMatch, seedChampionship } from '../support/webChampionships';
import { WebPrincipals } from '../application/web/support/webPrincipals';

// Issue 13, "One place per concern" 4: the event-write transaction exists once, in
// WriteMatchEvents, and every write path (web write and delete, desk save and delete, import)
// goes through it. Tests run from the repository root.
const ROOT = process.cwd();
const SERVICE = 'src/application/events/WriteMatchEvents.ts';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The source without its comments, so that a name in a doc comment is no call. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const SOURCES = tsFiles(join(ROOT, 'src')).map((file) => ({
  path: relative(ROOT, file).split(/[\\/]/).join('/'),
  code: codeOf(file),
}));

/** Files whose code matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return SOURCES.filter((s) => pattern.test(s.code)).map((s) => s.path);
}

/** A call of `name`, not its definition. */
const callOf = (name: string) => new RegExp(`(?<!function\\s+)\\b${name}\\s*\\(`);

describe('architecture: one event-write unit of work (issue 13)', () => {
  /** `what` happens somewhere, and nowhere but in the allowed files. */
  const onlyIn = (what: string, pattern: RegExp, allowed: readonly string[]) =>
    it(`${what} happens only in ${allowed.join(', ')}`, () => {
      const found = filesMatching(pattern);
      expect(found, `${what} is found nowhere: the check no longer sees it`).to.not.be.empty;
      expect(
        found.filter((path) => !allowed.includes(path)),
        `${what} outside the allowed files`,
      ).to.deep.equal([]);
    });

  onlyIn('running a match-data transaction (transactions.run)', /\btransactions\.run\s*\(/, [SERVICE]);
  onlyIn('locking a championship for writing', /\.lockForWrite\s*\(/, [SERVICE]);
  onlyIn('an event write (applyEventWrite)', callOf('applyEventWrite'), [SERVICE]);
  onlyIn('an event delete (deleteEventWrite)', callOf('deleteEventWrite'), [SERVICE]);
  onlyIn('bumping versions', callOf('bumpVersions'), [SERVICE]);
  // Issue 11: the championship version that read caches depend on moves with every write.
  onlyIn('bumping a championship version', /\.bumpVersion\s*\(/, ['src/application/events/bumpVersions.ts']);
  onlyIn(
    'naming the standings recomputation of a write',
    /(?<!function\s+)\brecomputeStandingsInTransaction\b/,
    [SERVICE, 'src/application/web/index.ts'],
  );
  onlyIn('recomputing standings', /new\s+RecomputeStandings\s*\(/, [
    SERVICE,
    'src/application/web/recomputeStandingsInTransaction.ts',
  ]);
  onlyIn('recomputing a match score', /(?<!function\s+)\brecomputeMatch\w*\s*\(/, [
    'src/application/web/applyEventWrite.ts',
    'src/application/events/deleteEventWrite.ts',
    'src/application/web/recomputeMatch.ts',
  ]);

  it('changes stored events only in the helpers the service calls and the import batch', () => {
    const found = filesMatching(/\bmatches\.(addEvent|updateEvent|deleteEvent)\s*\(/).filter(
      (path) => !path.startsWith('src/adapters/memory/') && !path.startsWith('src/adapters/persistence/'),
    );
    const allowed = [
      'src/application/web/applyEventWrite.ts',
      'src/application/events/deleteEventWrite.ts',
      'src/application/import/syncEvents.ts',
    ];
    expect(found).to.include.members(['src/application/web/applyEventWrite.ts']);
    expect(found.filter((path) => !allowed.includes(path))).to.deep.equal([]);
    // The import's writes run inside WriteMatchEvents.batch only.
    expect(filesMatching(/from '\.\/syncEvents'/)).to.deep.equal(['src/application/import/importMatches.ts']);
    expect(filesMatching(/from '\.\/importMatches'/)).to.deep.equal([
      'src/application/import/ImportChampionship.ts',
    ]);
  });

  it('each write path calls the service: web write and delete, desk save and delete, import', () => {
    const code = (path: string) => SOURCES.find((s) => s.path === path)?.code ?? '';
    expect(code('src/application/web/UpdateMatchEvent.ts')).to.match(/this\.writes\.saveOnce\(/);
    expect(code('src/application/web/DeleteMatchEvent.ts')).to.match(/this\.writes\.deleteOnce\(/);
    const desk = code('src/application/desk/host/StoreDeskHost.ts');
    expect(desk)
      .to.match(/this\.writes\.save\(/)
      .and.match(/this\.writes\.delete\(/);
    expect(code('src/application/import/ImportChampionship.ts')).to.match(/this\.writes\.batch\(/);
    // One service per host, shared by its write paths (its queue orders them).
    expect(code('src/bootstrap/web.ts').match(/new WriteMatchEvents\(/g)).to.have.length(1);
    expect(code('src/bootstrap/local.ts').match(/new WriteMatchEvents\(/g)).to.have.length(1);
  });

  describe('at run time', () => {
    afterEach(() => sinon.restore());

    it('the web write and delete, the desk save and delete and the import each enter the service', async () => {
      // save and delete enter through saveOnce and deleteOnce (the web's writes, with or without a key).
      const save = sinon.spy(WriteMatchEvents.prototype, 'saveOnce');
      const remove = sinon.spy(WriteMatchEvents.prototype, 'deleteOnce');
      const batch = sinon.spy(WriteMatchEvents.prototype, 'batch');
      const stores = createMemoryStores();
      const writes = new WriteMatchEvents({ transactions: stores.transactions });

      const [football] = demoData().documents;
      const imported = await new ImportChampionship(stores.transactions).run(football!, { company: 'X' });
      expect(imported.ok).to.equal(true);
      expect(batch.callCount).to.equal(1);

      const company = await stores.companies.create({ name: 'A', licenceValid: true });
      const seeded = await seedChampionship(stores, { companyId: company.id, sport: 'football' });
      const match = liveMatch(seeded);
      const request = {
        principal: WebPrincipals.token(company.id, ['football'], 'read_write_events'),
        sport: 'football' as const,
        championshipId: seeded.championship.id,
        matchId: match.id,
      };
      const written = await new UpdateMatchEvent(stores.championships, stores.matches, writes).execute({
        ...request,
        eventId: 'new',
        fields: { type: 1, club_id: match.homeTeamId },
      });
      expect(written.ok).to.equal(true);
      const deleted = await new DeleteMatchEvent(stores.championships, stores.matches, writes).execute({
        ...request,
        eventId: written.ok ? written.value.id : '',
      });
      expect(deleted.ok).to.equal(true);

      const host = new StoreDeskHost(stores);
      const context: DeskContext = {
        sport: 'football',
        championshipId: seeded.championship.id,
        matchId: match.id,
      };
      const saved = await host.saveEvent(context, {
        matchId: match.id,
        type: 1,
        clubId: match.homeTeamId,
        playerId: '',
        playerInId: '',
        timer: '10',
        additionalTimer: null,
        value: null,
        setNumber: null,
        note: '',
      });
      expect(saved.ok).to.equal(true);
      expect((await host.deleteEvent(context, saved.ok ? saved.value.eventId : '')).ok).to.equal(true);

      expect([save.callCount, remove.callCount, batch.callCount]).to.deep.equal([2, 2, 1]);
    });
  });
});
