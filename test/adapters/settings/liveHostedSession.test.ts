import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileHostedSessions } from '../../../src/adapters/settings/FileHostedSessions';
import type { HostedSession } from '../../../src/adapters/settings/FileHostedSessions';
import { LiveHostedSession } from '../../../src/adapters/settings/LiveHostedSession';

const WEB = 'https://desk.example.com';

/** Issue 12: the hosted desk's session as the file holds it while the desk runs. */
describe('LiveHostedSession', () => {
  let dir: string;
  let sessions: FileHostedSessions;
  let errors: unknown[];
  let live: LiveHostedSession;

  const save = (cookie: string) =>
    sessions.save({ web: WEB, cookie, email: 'ops@club.example', savedAt: '2026-11-27T00:00:00.000Z' });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'md-live-session-'));
    sessions = new FileHostedSessions(join(dir, 'hosted-sessions.json'));
    await save('md_session=first');
    errors = [];
    live = new LiveHostedSession(sessions, (await sessions.find(WEB)) as HostedSession, {
      pollMs: 20,
      onError: (error) => errors.push(error),
    });
  });
  afterEach(() => {
    live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a new login from the watched file and tells its listeners', async () => {
    const renewed: string[] = [];
    live.onRenewed((s) => renewed.push(s.cookie));
    live.start();
    await save('md_session=second');
    for (let i = 0; i < 150 && renewed.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect([live.cookie(), renewed]).to.deep.equal(['md_session=second', ['md_session=second']]);
  });

  it('keeps the session in use when the entry is gone, the file is not JSON or the cookie is not a cookie', async () => {
    await sessions.forget(WEB);
    expect(await live.reload()).to.equal(false);
    writeFileSync(sessions.location, '{not json');
    expect(await live.reload()).to.equal(false);
    rmSync(sessions.location);
    await save('md_session=a\r\nX-Injected: 1');
    expect(await live.reload()).to.equal(false);
    expect(live.cookie()).to.equal('md_session=first');
    expect(errors).to.have.length(2);
  });

  it('reports a listener that throws, and later renewals still come', async () => {
    live.onRenewed(() => {
      throw new Error('listener failed');
    });
    await save('md_session=second');
    expect(await live.reload()).to.equal(true);
    await save('md_session=third');
    expect(await live.reload()).to.equal(true);
    expect(live.cookie()).to.equal('md_session=third');
    expect(errors.map((e) => (e as Error).message)).to.deep.equal(['listener failed', 'listener failed']);
  });
});
