import { expect } from 'chai';
import { spawn } from 'node:child_process';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { CommandTimeoutError } from '../../src/client/local/CommandTimeoutError';
import { LocalClient } from '../../src/client/local/LocalClient';
import { ClientNetworkError } from '../../src/client/shared/ClientNetworkError';
import { WebClient } from '../../src/client/web/WebClient';
import { rejection } from './support/events';

// Found by review: a server that took a request and never answered kept the typed clients
// waiting (undici's 300 s header timeout was the only bound), and a 200 that was not JSON threw a
// bare SyntaxError. A loopback server that holds what it is told to hold.
describe('typed clients: a server that does not answer, or answers something else', () => {
  let server: Server;
  let url: string;
  const held: ServerResponse[] = [];

  before(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = request.url ?? '';
      if (path.startsWith('/api/v1/buttons/')) {
        response.writeHead(202, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'c1',
            state: 'pending',
            statusUrl: '/api/v1/commands/c1',
            contextKey: 'football:1:2',
            kind: 'click',
            createdAt: new Date().toISOString(),
          }),
        );
      } else if (path.startsWith('/api/football/get_all_championship?portal')) {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<html>Sign in to the stadium Wi-Fi</html>');
      } else held.push(response); // never answered
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const response of held.splice(0)) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('WebClient fails a request with ClientNetworkError once its timeoutMs has passed', async () => {
    const client = new WebClient({ baseUrl: url, token: 'svc_api_x', timeoutMs: 200 });
    const started = Date.now();
    const error = await rejection(client.getAllChampionships('football'));
    expect(error).to.be.instanceOf(ClientNetworkError);
    expect((error as Error).message).to.match(/no answer within 200 ms/);
    expect(Date.now() - started).to.be.below(5_000);
  });

  it('WebClient calls a 200 that is not JSON a ClientNetworkError, not a SyntaxError', async () => {
    const client = new WebClient({ baseUrl: url, token: 'svc_api_x', timeoutMs: 2_000 });
    const error = await rejection(client.http.call('GET', '/api/football/get_all_championship?portal'));
    expect(error).to.be.instanceOf(ClientNetworkError);
    expect((error as Error).message).to.match(/not JSON/);
  });

  it('sets no limit of its own with timeoutMs Infinity: a fetch that bounds each request decides (the hosted desk)', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(init?.signal);
      return fetch(input, init);
    };
    const client = new WebClient({ baseUrl: url, token: 'svc_api_x', fetch: fetchSpy, timeoutMs: Infinity });
    const error = await rejection(client.http.call('GET', '/api/football/get_all_championship?portal'));
    expect(error).to.be.instanceOf(ClientNetworkError); // the portal's page, not a timeout
    expect(seen).to.deep.equal([undefined]);
  });

  it("LocalClient keeps a command's timeoutMs when a poll of its statusUrl is never answered", async () => {
    const client = new LocalClient({ baseUrl: url, key: 'ab'.repeat(32) });
    const started = Date.now();
    const error = await rejection(
      client.click('timer', { contextKey: 'football:1:2' }, { timeoutMs: 300, pollIntervalMs: 10 }),
    );
    expect(error).to.be.instanceOf(CommandTimeoutError);
    expect(Date.now() - started).to.be.below(5_000);
  });
});

// Found by review: node's fetch to an address that takes the connection and drops it (a tunnel or
// a proxy whose backend is down) stays pending, and AbortSignal.timeout's timer keeps nothing
// alive: a script whose only request it was ended at once with exit code 0 and no word
// (`match-desk local login` stored no session and said nothing). Each script runs in a process
// of its own, where nothing else keeps the event loop alive.
describe('typed clients: an address that takes the connection and drops it, in a script of its own', () => {
  let dropper: NetServer;
  let url: string;

  before(async () => {
    dropper = createNetServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(dropper.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => dropper.close(resolve)));

  async function run(script: string): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, URL: url, DIST: join(process.cwd(), 'dist/src') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, out: out.trim() };
  }

  it('WebClient fails with ClientNetworkError after timeoutMs instead of leaving the script to end silently', async () => {
    const ran = await run(`
      const { WebClient } = require(process.env.DIST + '/client');
      new WebClient({ baseUrl: process.env.URL, token: 'svc_api_x', timeoutMs: 300 })
        .getAllChampionships('football')
        .then(() => console.log('answered'), (error) => { console.log(error.name, error.message); process.exitCode = 3; });`);
    // Node's fetch either waits (then the time limit ends it) or sees the drop at once (found by
    // a CI run): a named failure either way, never a silent exit.
    expect(ran.code).to.equal(3);
    expect(ran.out).to.match(/^ClientNetworkError .*(no answer within 300 ms|fetch failed)$/);
  });

  it("the hosted desk's bounded fetch (timeoutFetch) fails after its limit too", async () => {
    const ran = await run(`
      const { timeoutFetch } = require(process.env.DIST + '/adapters/hosted/timeoutFetch');
      timeoutFetch(300)(process.env.URL + '/api/health')
        .then(() => console.log('answered'), (error) => { console.log('failed', error.name); process.exitCode = 3; });`);
    expect(ran.code).to.equal(3);
    expect(ran.out).to.match(/^failed (AbortError|TypeError)$/);
  });
});
