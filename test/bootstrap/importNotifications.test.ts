import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchNotification } from '../../src/application/ports/Notifications';
import { main } from '../../src/bootstrap/cli';
import type { CliIo } from '../../src/bootstrap/commands/CliCommand';
import { openWebBackend } from '../../src/bootstrap/web';
import { eventually } from '../adapters/http/local/support/localHost';
import { describeWhenPostgres } from '../support/services';
import { postgresSchemaUrl } from '../support/stores';
import { SERIE_A } from './support/cliRuns';
import type { TestWebHost } from '../support/webHost';
import { postgresWebBackend, startTestWebHost } from '../support/webHost';

const quietIo = (): CliIo & { stderr: string[] } => {
  const stderr: string[] = [];
  return { stderr, out: () => undefined, err: (line) => void stderr.push(line) };
};

describeWhenPostgres('the CLI import on the web host’s database', (baseUrl) => {
  let web: TestWebHost;
  let databaseUrl: string;
  let dir: string;
  const received: MatchNotification[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-import-'));
    databaseUrl = postgresSchemaUrl(baseUrl);
    const factory = postgresWebBackend(baseUrl);
    web = await startTestWebHost({
      name: 'PostgreSQL',
      open: async () => {
        const opened = await factory.open();
        await opened.backend.close();
        return { backend: await openWebBackend(databaseUrl), cleanup: opened.cleanup };
      },
    });
    web.host.services.notifications.subscribe((n) => received.push(n));
  });
  after(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('notifies the web subscribers of the matches a re-import changed, and of nothing else', async () => {
    const first = quietIo();
    expect(
      await main(['import', SERIE_A, '--format', 'openfootball', '--database', databaseUrl], first),
    ).to.equal(0, first.stderr.join('\n'));
    expect(received, 'a first import creates matches nobody has read').to.deep.equal([]);

    const season = JSON.parse(readFileSync(SERIE_A, 'utf8')) as { matches: { score: { ft: number[] } }[] };
    (season.matches[0] as { score: { ft: number[] } }).score.ft = [3, 1];
    const changed = join(dir, 'changed.json');
    writeFileSync(changed, JSON.stringify(season));
    const second = quietIo();
    expect(
      await main(['import', changed, '--format', 'openfootball', '--database', databaseUrl], second),
    ).to.equal(0, second.stderr.join('\n'));
    await eventually(async () => (received.length > 0 ? true : undefined));
    const matchIds = new Set(received.map((n) => n.message.matchId));
    expect(matchIds.size).to.equal(1);
    const [matchId] = [...matchIds] as [string];
    const stored = await web.backend.stores.matches.byId(matchId);
    expect(stored).to.include({ homeScore: 3, awayScore: 1 });
    expect(received.map((n) => n.message.type)).to.include('match_data');
    expect(received.every((n) => n.message.version === stored?.version)).to.equal(true);
  });
});
