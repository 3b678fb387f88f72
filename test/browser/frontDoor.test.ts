import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { REALTIME_DESCRIPTION, WEB_API_DESCRIPTION } from '../../src/adapters/http/openapi';
import type { AccountHost } from '../adapters/http/web/account/support/accountHost';
import { PASSWORD, startAccountHost } from '../adapters/http/web/account/support/accountHost';
import type { RunningBrowser } from '../support/browser';
import { describeWhenChromium, launchChromium, screenshotPath } from '../support/browser';
import { sqliteWebBackend } from '../support/webHost';

/** Issue 13, "The web host's front door": a person who opens the service lands on a page. */
describeWhenChromium("the web host's front door in a browser", (executablePath) => {
  let host: AccountHost;
  let browser: RunningBrowser;
  let page: Page;
  /** Content-Security-Policy violations reported by the browser: there must be none. */
  const violations: string[] = [];

  before(async function () {
    this.timeout(60_000);
    host = await startAccountHost(sqliteWebBackend);
    await host.setPassword(host.world.users.adminA);
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
    await page.goto(`${host.url}/`);
  });
  afterEach(async () => {
    await page.close();
    expect(violations, 'no CSP violation').to.deep.equal([]);
  });

  /** Follows a link of the front door: the document it lands on, as the browser got it. */
  async function follow(id: string): Promise<{ status: number; path: string }> {
    const [response] = await Promise.all([page.waitForNavigation(), page.click(`#${id}`)]);
    return { status: response?.status() ?? 0, path: new URL(page.url()).pathname };
  }

  it('says what the service is, under the security headers of every page', async function () {
    this.timeout(30_000);
    const response = await page.goto(`${host.url}/`);
    expect(response?.status()).to.equal(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(headers['content-security-policy'])
      .to.include("default-src 'none'")
      .and.include("script-src 'none'");
    expect(headers['x-frame-options']).to.equal('DENY');
    expect(headers['referrer-policy']).to.equal('no-referrer');
    expect(headers['x-content-type-options']).to.equal('nosniff');
    expect(await page.textContent('h1')).to.equal('Match Desk: the hosted web API');
    expect(await page.title()).to.equal('Hosted web API · Match Desk');
    // The stylesheet applied under its nonce: the header bar is dark.
    const background = await page.evaluate(
      "getComputedStyle(document.querySelector('header')).backgroundColor",
    );
    expect(background).to.equal('rgb(27, 31, 36)');
    await page.screenshot({ path: screenshotPath('front-door.png'), fullPage: true });
  });

  it('leads to the login, and from there an administrator reaches the API explorer', async function () {
    this.timeout(30_000);
    expect(await follow('link-login')).to.deep.equal({ status: 200, path: '/login' });
    await page.goto(`${host.url}/`);
    const explorer = await follow('link-explorer');
    expect(explorer.path, 'an anonymous browser is sent to log in first').to.equal('/login');
    await page.fill('#login-email', 'admin@alpha.test');
    await page.fill('#login-password', PASSWORD);
    await page.click('#login-submit');
    await page.waitForURL(`${host.url}/explorer`);
    await page.waitForSelector('.swagger-ui .opblock');
  });

  it('leads to the public documents without an account: the contract viewer, OpenAPI and AsyncAPI', async function () {
    this.timeout(30_000);
    expect(await follow('link-viewer')).to.deep.equal({ status: 200, path: '/api/docs' });
    await page.waitForSelector('.swagger-ui .opblock');
    await page.goto(`${host.url}/`);
    expect(await follow('link-openapi')).to.deep.equal({ status: 200, path: '/api/openapi.json' });
    expect(JSON.parse((await page.textContent('body')) ?? '')).to.deep.equal(WEB_API_DESCRIPTION);
    await page.goto(`${host.url}/`);
    expect(await follow('link-asyncapi')).to.deep.equal({ status: 200, path: '/api/asyncapi.json' });
    expect(JSON.parse((await page.textContent('body')) ?? '')).to.deep.equal(REALTIME_DESCRIPTION);
  });

  it('leads to health', async function () {
    this.timeout(30_000);
    expect(await follow('link-health')).to.deep.equal({ status: 200, path: '/api/health' });
    expect(JSON.parse((await page.textContent('body')) ?? '')).to.deep.equal({
      status: 'ok',
      database: 'ok',
    });
  });
});
