import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalFiles } from '../../../src/adapters/desk/journal/FileWriteJournal';
import {
  FileWriteJournal,
  JournalInUseError,
  nodeJournalFiles,
} from '../../../src/adapters/desk/journal/FileWriteJournal';
import { defaultJournalPath } from '../../../src/adapters/desk/journal/journalPath';
import { queuedGoal } from '../../support/journalRecords';

/** The process id a lock file names (beside the process's start). */
const lockPid = (text: string): string => text.trim().split(/\s+/)[0] ?? '';

describe('FileWriteJournal (the desk write journal on disk)', () => {
  let dir: string;
  let path: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'md-journal-'));
    path = join(dir, 'journal', 'desk.jsonl');
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads back what it appended, in order, from a new folder with mode 0600', async () => {
    const journal = new FileWriteJournal(path);
    expect(await journal.read()).to.deep.equal([]);
    await journal.append(queuedGoal('a'));
    await journal.append({ op: 'attempt', journalId: 'a', baseline: ['3', '4'] });
    await journal.append({ op: 'delivered', journalId: 'a', eventId: '5' });
    await journal.close();
    expect(await new FileWriteJournal(path).read()).to.deep.equal([
      queuedGoal('a'),
      { op: 'attempt', journalId: 'a', baseline: ['3', '4'] },
      { op: 'delivered', journalId: 'a', eventId: '5' },
    ]);
    expect((await stat(path)).mode & 0o777).to.equal(0o600);
  });

  it('skips a torn last line (a crash mid-append), and the rewrite at start removes it', async () => {
    const journal = new FileWriteJournal(path);
    await journal.append(queuedGoal('a'));
    await journal.close();
    await appendFile(path, '{"op":"queued","journalId":"b","at":1,"wri');
    const reopened = new FileWriteJournal(path);
    const records = await reopened.read();
    expect(records).to.deep.equal([queuedGoal('a')]);
    await reopened.rewrite(records);
    await reopened.append(queuedGoal('c'));
    await reopened.close();
    expect(await new FileWriteJournal(path).read()).to.deep.equal([queuedGoal('a'), queuedGoal('c')]);
    expect((await readFile(path, 'utf8')).split('\n')).to.have.length(3);
  });

  it('refuses a journal damaged before its last line rather than replay around a hole', async () => {
    await new FileWriteJournal(path).append(queuedGoal('a'));
    const text = await readFile(path, 'utf8');
    await writeFile(path, `garbage\n${text}`);
    try {
      await new FileWriteJournal(path).read();
      expect.fail('a damaged journal was read');
    } catch (error) {
      expect((error as Error).message).to.match(/damaged at line 1/);
    }
  });

  it('refuses a record whose fields the replay reads are missing or of another type, naming the line (found by review)', async () => {
    await new FileWriteJournal(path).append(queuedGoal('a'));
    const line = JSON.parse((await readFile(path, 'utf8')).trim()) as Record<string, unknown>;
    const write = line.write as Record<string, unknown>;
    const base = { id: '7', matchId: '3', type: 1, clubId: '1' };
    const damaged: [Record<string, unknown>, RegExp][] = [
      [{ ...line, write: null }, /\(write: /],
      [{ ...line, at: 'yesterday' }, /\(at: must be epoch milliseconds\)/],
      [{ ...line, at: 1e308 }, /\(at: /],
      [{ ...line, write: { ...write, kind: 'explode' } }, /\(write\.kind: /],
      [{ ...line, write: { ...write, kind: 'delete' } }, /\(write\.base: /],
      [{ ...line, write: { ...write, fields: undefined } }, /\(write\.fields: a save holds its fields\)/],
      [{ ...line, write: { ...write, base: { ...base, id: 7 } } }, /\(write\.base\.id: /],
      [{ op: 'attempt', journalId: 'a', baseline: 'e1' }, /\(baseline: /],
      [{ op: 'attempt', journalId: 'a', baseline: ['e1', 2] }, /\(baseline/],
      [{ op: 'conflict', journalId: 'a', code: 1, reason: 'r' }, /\(code: /],
      [{ op: 'explode', journalId: 'a' }, /\(op: must be one of queued, attempt/],
      [{ op: 'toString', journalId: 'a' }, /\(op: /],
    ];
    for (const [record, field] of damaged) {
      // A damaged record before a good one: the last line alone may be torn.
      await writeFile(path, `${JSON.stringify(record)}\n${JSON.stringify(line)}\n`);
      try {
        await new FileWriteJournal(path).read();
        expect.fail(`a damaged record was read: ${JSON.stringify(record)}`);
      } catch (error) {
        expect((error as Error).message, JSON.stringify(record)).to.match(/damaged at line 1 /);
        expect((error as Error).message, JSON.stringify(record)).to.match(field);
      }
    }
    // Read as they were written (found by review: the new check refused them, and the desk would
    // not start): a record of a later version with fields of its own, whatever they hold, and a
    // refusal whose reason, the service's message copied as it came, holds what a store refuses.
    const readBack = [
      { ...line, write: { ...write, base }, origin: 'desk 2' },
      { op: 'delivered', journalId: 'a', eventId: '5', meta: { constructor: 'Desk' }, note: 'x\u0000' },
      { op: 'conflict', journalId: 'a', code: 'c', reason: 'Spieler \ud83d' },
      { op: 'refused', journalId: 'a', code: 'c', reason: 'bad\u0000' },
    ];
    await writeFile(path, `${readBack.map((r) => JSON.stringify(r)).join('\n')}\n`);
    expect(await new FileWriteJournal(path).read()).to.deep.equal(readBack);
  });

  it('refuses a journal that is not UTF-8 text instead of replaying replaced bytes', async () => {
    await new FileWriteJournal(path).append(queuedGoal('a'));
    await writeFile(path, Buffer.from('{"op":"cleared","journalId":"Caf\xe9"}\n', 'latin1'));
    try {
      await new FileWriteJournal(path).read();
      expect.fail('a Latin-1 journal was read');
    } catch (error) {
      expect((error as Error).message).to.match(/is not UTF-8 text/);
    }
  });

  it('resolves an append only after the line was written and the file synced', async () => {
    const steps: string[] = [];
    const files: JournalFiles = {
      ...nodeJournalFiles,
      open: async (p) => {
        const handle = await nodeJournalFiles.open(p);
        return {
          appendFile: async (data, options) => {
            await handle.appendFile(data, options);
            steps.push('write');
          },
          sync: async () => {
            await new Promise((r) => setTimeout(r, 20));
            await handle.sync();
            steps.push('sync');
          },
          close: () => handle.close(),
        };
      },
    };
    const journal = new FileWriteJournal(path, files);
    await journal.append(queuedGoal('a')).then(() => steps.push('resolved'));
    await journal.append(queuedGoal('b')).then(() => steps.push('resolved'));
    await journal.close();
    expect(steps).to.deep.equal(['write', 'sync', 'resolved', 'write', 'sync', 'resolved']);
  });

  it('is held by one desk at a time: a second one is refused until the first closes, a dead one is taken over', async () => {
    const first = new FileWriteJournal(path);
    await first.lock();
    expect(lockPid(await readFile(`${path}.lock`, 'utf8'))).to.equal(String(process.pid));
    // Another live desk holds it: the lock names that process (here, a child that sleeps).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
    try {
      await first.close();
      await writeFile(`${path}.lock`, `${other.pid}\n`);
      const refused = await new FileWriteJournal(path).lock().then(
        () => null,
        (error: Error) => error,
      );
      expect(refused).to.be.instanceOf(JournalInUseError);
      expect(refused?.message).to.include(`process ${other.pid}`).and.to.include('--journal FILE');
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // That process is gone (as after kill -9): its lock is taken over, and given back on close.
    const next = new FileWriteJournal(path);
    await next.lock();
    expect(lockPid(await readFile(`${path}.lock`, 'utf8'))).to.equal(String(process.pid));
    await next.append(queuedGoal('a'));
    await next.rewrite([queuedGoal('a')]);
    expect(lockPid(await readFile(`${path}.lock`, 'utf8')), 'a rewrite keeps the lock').to.equal(
      String(process.pid),
    );
    await next.close();
    expect(
      await stat(`${path}.lock`).then(
        () => true,
        () => false,
      ),
    ).to.equal(false);
  });

  it('lives beside the settings and the session, one file per hosted service, unless MATCH_DESK_JOURNAL says', () => {
    const env = { XDG_CONFIG_HOME: '/cfg' };
    expect(defaultJournalPath('https://desk.example.com', env)).to.equal(
      '/cfg/match-desk/journal/desk.example.com_443.jsonl',
    );
    expect(defaultJournalPath('http://127.0.0.1:8080/', env)).to.equal(
      '/cfg/match-desk/journal/127.0.0.1_8080.jsonl',
    );
    expect(defaultJournalPath('http://x', { ...env, MATCH_DESK_JOURNAL: '/var/j.jsonl' })).to.equal(
      '/var/j.jsonl',
    );
    expect(defaultJournalPath('http://127.0.0.1:8080', env, '/tmp/desk/settings.json')).to.equal(
      '/tmp/desk/journal/127.0.0.1_8080.jsonl',
    );
  });
});
