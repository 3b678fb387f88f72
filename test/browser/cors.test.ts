import { expect } from 'chai';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { RunningBrowser } from '../support/browser';
import { describeWhenChromium, launchChromium } from '../support/browser';
import { liveMatch } from '../support/webChampionships';
import { apiPath } from '../support/webClient';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';

/** A site of its own origin (another loopback port) serving one empty page. */
async function site(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>partner</title><p>partner site</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface PageFetch {
  readonly status?: number;
  readonly success?: boolean;
  readonly etag?: string | null;
  readonly failed?: string;
}

/** What a script of `page` gets from `url` with the token, as a browser lets it see. */
function fetchFrom(page: Page, url: string, token: string, etag?: string): Promise<PageFetch> {
  return page.evaluate(
    async ({ url, token, etag }) => {
      try {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (etag) headers['If-None-Match'] = etag;
        const res = await fetch(url, { headers });
        const body = res.status === 200 ? ((await res.json()) as { success: boolean }) : null;
        return { status: res.status, success: body?.success, etag: res.headers.get('ETag') };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { url, token, etag },
  );
}

// Spec 1, "usable from a browser": a page of an allowed origin reads the web API with a token,
// through the browser's own CORS checks (a preflight, since Authorization is not safelisted); a
// page of any other origin is kept from the answer by its browser.
describeWhenChromium('the web API from a page of another origin (CORS)', (executablePath) => {
  let partner: Awaited<ReturnType<typeof site>>;
  let stranger: Awaited<ReturnType<typeof site>>;
  let web: TestWebHost;
  let browser: RunningBrowser;
  let token: string;
  let snapshotUrl: string;

  before(async function () {
    this.timeout(60_000);
    partner = await site();
    stranger = await site();
    web = await startTestWebHost(sqliteWebBackend, { allowedOrigins: [partner.origin] });
    token = (await web.world.token({ permission: 'read' })).secret;
    const football = web.world.championships.football;
    snapshotUrl = `${web.url}${apiPath('football', 'get_match_snapshot', {
      championship_id: football.championship.id,
      match_id: liveMatch(football).id,
    })}`;
    browser = await launchChromium(executablePath);
  });
  after(async () => {
    await browser?.close();
    await web?.close();
    await partner?.close();
    await stranger?.close();
  });

  it('lets a page of an allowed origin read a snapshot and its ETag, and revalidate it (304)', async function () {
    this.timeout(30_000);
    const page = await browser.context.newPage();
    try {
      await page.goto(`${partner.origin}/`);
      const read = await fetchFrom(page, snapshotUrl, token);
      expect(read).to.include({ status: 200, success: true });
      expect(read.etag).to.match(/^"/);
      const again = await fetchFrom(page, snapshotUrl, token, read.etag as string);
      expect(again.status).to.equal(304);
    } finally {
      await page.close();
    }
  });

  it('keeps the answer from a page of an origin that is not allowed', async function () {
    this.timeout(30_000);
    const page = await browser.context.newPage();
    try {
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await page.goto(`${stranger.origin}/`);
      const read = await fetchFrom(page, snapshotUrl, token);
      expect(read.failed).to.match(/TypeError/);
      // The browser itself says why: the service answered, without naming this origin.
      await page.waitForTimeout(100);
      expect(console.join('\n')).to.match(/blocked by CORS policy/);
    } finally {
      await page.close();
    }
  });
});
