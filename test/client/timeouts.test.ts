import { expect } from 'chai';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
