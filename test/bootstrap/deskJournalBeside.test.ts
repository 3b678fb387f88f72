// Found by QA: the journal is chosen by the address of --web, so writes queued through one address
// of a service were left, without a word, by a desk started with another address of it.
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FileWriteJournal } from '../../src/adapters/desk/journal/FileWriteJournal';
import { defaultJournalPath } from '../../src/adapters/desk/journal/journalPath';
import { journalsWaitingBeside } from '../../src/adapters/desk/journal/journalsBeside';
import { UuidIds } from '../../src/adapters/desk/UuidIds';
import { silentLogger } from '../../src/adapters/http/Logger';
import { SystemClock } from '../../src/adapters/system/SystemClock';
import type { DeskWriteChannel } from '../../src/application/desk/hosted/DeskWriteChannel';
import type { HostedEventWrites } from '../../src/application/ports/HostedEventWrites';
import type { JournalRecord } from '../../src/application/ports/WriteJournal';
import { createDeskJournal } from '../../src/bootstrap/deskJournal';
import { queuedGoal } from '../support/journalRecords';

describe('journals of other addresses beside the desk’s own (found by QA)', () => {
  let dir: string;
  let settingsPath: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'md-journals-'));
    settingsPath = join(dir, 'settings.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function journalOf(web: string, records: JournalRecord[]): Promise<string> {
    const path = defaultJournalPath(web, {}, settingsPath);
    const journal = new FileWriteJournal(path);
    await journal.lock();
    for (const record of records) await journal.append(record);
    await journal.close();
    return path;
  }

  it('finds the other journals that still hold waiting writes, and only those', async () => {
    const own = await journalOf('http://127.0.0.1:8080', [queuedGoal('a')]);
    const venue = await journalOf('http://127.0.0.1:8081', [queuedGoal('b'), queuedGoal('c')]);
    await journalOf('https://desk.example.com', [
      queuedGoal('d'),
      { op: 'delivered', journalId: 'd', eventId: '9' },
    ]);
    expect(await journalsWaitingBeside(own)).to.deep.equal([
      { path: venue, service: '127.0.0.1_8081', waiting: 2 },
    ]);
    expect(await journalsWaitingBeside(join(dir, 'nowhere', 'x.jsonl'))).to.deep.equal([]);
  });

  it('reports a journal it cannot read, never stopping on it (found by review)', async () => {
    const own = await journalOf('http://127.0.0.1:8080', []);
    const damaged = join(dirname(own), '10.0.0.9_443.jsonl');
    await writeFile(damaged, '{"op":"queued"}\n{"op":"cleared","journalId":"x"}\n');
    const [found] = await journalsWaitingBeside(own);
    expect(found).to.include({ path: damaged, service: '10.0.0.9_443', waiting: null });
    expect(found?.problem).to.be.a('string').that.is.not.empty;
  });

  it('says so when the desk starts, naming the file and how to deliver it', async () => {
    const venue = await journalOf('http://127.0.0.1:8081', [queuedGoal('b')]);
    const printed: string[] = [];
    const journal = createDeskJournal(
      { web: 'http://127.0.0.1:8080', cookie: 'md_session=x' },
      { settingsPath },
      {
        ids: new UuidIds(),
        clock: new SystemClock(),
        logger: silentLogger,
        print: (line) => printed.push(line),
      },
    );
    journal.wrap({} as DeskWriteChannel, {} as HostedEventWrites);
    try {
      await journal.start();
    } finally {
      await journal.close();
    }
    expect(printed.slice(1)).to.deep.equal([
      `Write journal ${venue} holds 1 write(s) made through another address (127.0.0.1_8081), not ` +
        `delivered: start the desk with --web for that address, or, if it is the same service as ` +
        `http://127.0.0.1:8080, with --journal ${venue} to deliver them through it.`,
    ]);
  });
});
