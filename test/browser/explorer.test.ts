import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { WEB_API_DESCRIPTION } from '../../src/adapters/http/openapi';
import type { AccountHost } from '../adapters/http/web/account/support/accountHost';
import { PASSWORD, startAccountHost } from '../adapters/http/web/account/support/accountHost';
import type { RunningBrowser } from '../support/browser';
import { describeWhenChromium, launchChromium, screenshotPath } from '../support/browser';
import { HTTP_METHODS } from '../support/contract/openapiDocuments';
import { sqliteWebBackend } from '../support/webHost';

const TRIED_PATH = '/api/{sport}/get_all_championship';

interface Probes {
  readonly fetched: string;
  readonly xhr: string;
  readonly socket: string;
  /** The directives of the securitypolicyviolation events. */
  readonly blocked: string[];
}

/** Run in the viewer: every way a script has to send a request, each answering "blocked" or not. */
const PROBES = `(async () => {
  const blocked = [];
  document.addEventListener('securitypolicyviolation', (e) => blocked.push(e.violatedDirective));
  const fetched = await fetch('/api/football/get_all_championship').then(
    (r) => 'sent ' + r.status,
    () => 'blocked',
  );
  const xhr = await new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('GET', '/api/health');
    request.onload = () => resolve('sent ' + request.status);
    request.onerror = () => resolve('blocked');
    try { request.send(); } catch { resolve('blocked'); }
  });
  const socket = await new Promise((resolve) => {
    try {
      const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/api/notifications');
      ws.onopen = () => resolve('open');
      ws.onerror = () => resolve('blocked');
    } catch { resolve('blocked'); }
  });
  navigator.sendBeacon('/api/health', 'probe');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { fetched, xhr, socket, blocked };
})()`;

/** How many operations the web document lists: the viewer must show each one. */
function documentedOperations(): number {
  const paths = (WEB_API_DESCRIPTION as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.values(paths).reduce((n, item) => n + HTTP_METHODS.filter((m) => m in item).length, 0);
}

describeWhenChromium(
  'the API explorer and the contract viewer in a browser (spec 5.2.6)',
  (executablePath) => {
    let host: AccountHost;
    let browser: RunningBrowser;
    let page: Page;
    let secret: string;
    /** Content-Security-Policy violations reported by the browser. */
    const violations: string[] = [];

    before(async function () {
      this.timeout(60_000);
      host = await startAccountHost(sqliteWebBackend);
      await host.setPassword(host.world.users.adminA);
      await host.setPassword(host.world.users.memberA);
      secret = (await host.world.token({ sports: ['football'] })).secret;
      browser = await launchChromium(executablePath);
    });
    after(async () => {
      await browser?.close();
      await host?.close();
    });
    beforeEach(async function () {
      this.timeout(30_000);
      await browser.context.clearCookies();
      violations.length = 0;
      page = await browser.context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
    });
    afterEach(async () => {
      await page.close();
    });

    async function logIn(email: string, next: string): Promise<void> {
      await page.goto(`${host.url}/login?next=${encodeURIComponent(next)}`);
      await page.fill('#login-email', email);
      await page.fill('#login-password', PASSWORD);
      await page.click('#login-submit');
      await page.waitForURL(`${host.url}${next}`);
    }

    const operation = (path: string) =>
      page.locator('.opblock', { has: page.locator(`.opblock-summary [data-path="${path}"]`) });

    describe('the explorer', () => {
      afterEach(() => expect(violations, 'no CSP violation').to.deep.equal([]));

      it('lets an administrator try a request: refused with 428 without a token although logged in, 200 with one', async function () {
        this.timeout(60_000);
        await page.goto(`${host.url}/explorer`);
        expect(new URL(page.url()).pathname, 'an anonymous browser is sent to log in').to.equal('/login');
        await logIn('admin@alpha.test', '/explorer');
        await page.waitForSelector('.opblock');
        const session = await page.evaluate(async () => (await fetch('/api/session')).status);
        expect(session, 'the session is open: the page itself may use it').to.equal(200);

        const op = operation(TRIED_PATH);
        await op.locator('.opblock-summary').click();
        await op.locator('button.try-out__btn').click();
        await op.locator('tr[data-param-name="sport"] select').selectOption('football');
        const status = op.locator('.live-responses-table td.response-col_status:not(.col_header)');

        const [withoutToken] = await Promise.all([
          page.waitForRequest((r) => r.url().endsWith('/api/football/get_all_championship')),
          op.locator('button.execute').click(),
        ]);
        expect((await withoutToken.response())?.status(), 'the session cookie is not sent').to.equal(428);
        await status.filter({ hasText: /^428$/ }).waitFor({ timeout: 10_000 });
        const sent = await withoutToken.allHeaders();
        expect(sent).not.to.have.property('cookie');
        expect(sent).not.to.have.property('authorization');
        await op.screenshot({ path: screenshotPath('explorer-try-without-token.png') });

        await page.click('.auth-wrapper button.authorize');
        await page.fill('#auth-bearer-value', secret);
        await page.locator('.auth-container', { hasText: 'bearerToken' }).locator('button.authorize').click();
        await page.click('.modal-ux button.btn-done');
        const [withToken] = await Promise.all([
          page.waitForRequest((r) => r.url().endsWith('/api/football/get_all_championship')),
          op.locator('button.execute').click(),
        ]);
        expect((await withToken.response())?.status()).to.equal(200);
        await status.filter({ hasText: /^200$/ }).waitFor({ timeout: 10_000 });
        const headers = await withToken.allHeaders();
        expect(headers.authorization).to.equal(`Bearer ${secret}`);
        expect(headers).not.to.have.property('cookie');
        expect(
          await op
            .locator('.live-responses-table td.response-col_description:not(.col_header)')
            .textContent(),
        ).to.include('"success": true');
        // The curl line shows the token: masked, so that no screenshot carries a secret.
        const mask = [op.locator('.curl-command')];
        await op.screenshot({ path: screenshotPath('explorer-tried-request.png'), mask });
        await op.locator('.live-responses-table').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath('explorer.png'), mask });

        const stored = await page.evaluate('JSON.stringify({ ...localStorage, ...sessionStorage })');
        expect(stored, 'the token is kept in memory only').not.to.include(secret.slice(8));
      });

      it('refuses a member, even by direct address', async function () {
        this.timeout(30_000);
        await logIn('member@alpha.test', '/explorer');
        expect(await page.textContent('h1')).to.equal('Access refused');
        expect(await page.locator('#swagger-ui').count()).to.equal(0);
        const direct = await page.goto(`${host.url}/explorer`);
        expect(direct?.status()).to.equal(403);
        await page.screenshot({ path: screenshotPath('explorer-member-refused.png') });
      });
    });

    describe('the contract viewer', () => {
      it('shows every operation to a browser without an account, and has no way to send a request', async function () {
        this.timeout(60_000);
        await page.goto(`${host.url}/api/docs`);
        await page.waitForSelector('.opblock');
        expect(await page.locator('.opblock').count()).to.equal(documentedOperations());
        for (const path of [TRIED_PATH, '/api/{sport}/update_match_event']) {
          await operation(path).locator('.opblock-summary').click();
          await operation(path).locator('.opblock-body').waitFor();
        }
        expect(await operation(TRIED_PATH).locator('.parameters').textContent()).to.include('sport');
        const buttons = page.getByRole('button', { name: /try it out|execute|authorize|cancel/i });
        expect(await buttons.count(), 'no Try it out, Execute or Authorize').to.equal(0);
        expect(await page.locator('.try-out, .execute-wrapper *, .auth-wrapper, form').count()).to.equal(0);
        expect(await page.evaluate('window.ui.getConfigs().supportedSubmitMethods')).to.deep.equal([]);
        expect(violations, 'the page itself sends nothing').to.deep.equal([]);
        await page.evaluate('window.scrollTo(0, 0)');
        await page.screenshot({ path: screenshotPath('contract-viewer.png') });
        await operation(TRIED_PATH).screenshot({ path: screenshotPath('contract-viewer-operation.png') });

        const logged = host.logger.entries.length;
        const probes = (await page.evaluate(PROBES)) as Probes;
        expect(probes.fetched).to.equal('blocked');
        expect(probes.xhr).to.equal('blocked');
        expect(probes.socket).to.equal('blocked');
        expect(probes.blocked).to.include('connect-src');
        expect(probes.blocked.every((d) => d === 'connect-src')).to.equal(true);
        const reached = host.logger.entries.slice(logged).map((e) => (e.obj as { path?: string }).path);
        expect(reached, 'no probe reached the server').to.deep.equal([]);
      });
    });
  },
);
