import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AccountHost } from '../adapters/http/web/account/support/accountHost';
import { PASSWORD, startAccountHost } from '../adapters/http/web/account/support/accountHost';
import type { RunningBrowser } from '../support/browser';
import { describeWhenChromium, launchChromium, screenshotPath } from '../support/browser';
import { apiPath, call } from '../support/webClient';
import { sqliteWebBackend } from '../support/webHost';

describeWhenChromium('the token page in a browser', (executablePath) => {
  let host: AccountHost;
  let browser: RunningBrowser;
  let page: Page;
  /** Content-Security-Policy violations reported by the browser: there must be none. */
  const violations: string[] = [];

  before(async function () {
    this.timeout(60_000);
    host = await startAccountHost(sqliteWebBackend);
    await host.setPassword(host.world.users.adminA);
    await host.setPassword(host.world.users.memberA);
    browser = await launchChromium(executablePath);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url });
    page = await browser.context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });
  after(async () => {
    await browser?.close();
    await host?.close();
  });
  beforeEach(async function () {
    this.timeout(30_000);
    await browser.context.clearCookies();
  });
  afterEach(() => expect(violations).to.deep.equal([]));

  async function logIn(email: string): Promise<void> {
    await page.fill('#login-email', email);
    await page.fill('#login-password', PASSWORD);
    await page.click('#login-submit');
  }

  const row = (name: string) => page.locator('#token-table tbody tr', { hasText: name });
  const readWith = (secret: string) =>
    call(host.url, apiPath('football', 'get_all_championship'), { token: secret });

  it('lets an administrator log in, create a token, see its secret once, and revoke it after confirming', async function () {
    this.timeout(60_000);
    await page.goto(`${host.url}/account/tokens`);
    expect(new URL(page.url()).pathname, 'an anonymous browser is sent to log in').to.equal('/login');
    await logIn('admin@alpha.test');
    await page.waitForURL(`${host.url}/account/tokens`);
    expect(await page.textContent('h1')).to.equal('Integration tokens of Alpha Sports');

    await page.fill('#create-name', 'Browser token');
    await page.selectOption('#create-permission', 'read_write_events');
    await page.check('#create-sports input[value=football]');
    await page.check('#create-sports input[value=tennis]');
    await page.selectOption('#create-duration', '7');
    await page.click('#create-submit');
    await page.waitForSelector('#secret-panel', { state: 'visible' });
    const secret = await page.inputValue('#secret-value');
    expect(secret).to.match(/^svc_api_[0-9A-Za-z]{38}$/);
    const created = row('Browser token');
    expect(await created.locator('.prefix').textContent()).to.equal(`${secret.slice(0, 12)}…`);
    expect(await created.locator('.permission').textContent()).to.equal('Read + write events');
    expect(await created.locator('.sports').textContent()).to.equal('football, tennis');
    expect(await created.locator('.status').textContent()).to.equal('active');
    await page.screenshot({ path: screenshotPath('token-created.png'), fullPage: true });

    await page.click('#copy-secret');
    await page.waitForSelector('#copy-status:has-text("Copied.")');
    expect(await page.evaluate('navigator.clipboard.readText()')).to.equal(secret);
    expect((await readWith(secret)).status, 'the new secret works at once').to.equal(200);

    await page.reload();
    expect(await page.isVisible('#secret-panel')).to.equal(false);
    expect(await page.content()).not.to.include(secret.slice(12));
    expect(await row('Browser token').locator('.status').textContent()).to.equal('active');
    await page.screenshot({ path: screenshotPath('token-after-reload.png'), fullPage: true });

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row('Browser token').locator('button.revoke').click();
    expect(questions[0]).to.include('Revoke the token "Browser token"?');
    expect(
      await row('Browser token').locator('.status').textContent(),
      'dismissed: nothing changes',
    ).to.equal('active');
    expect((await readWith(secret)).status).to.equal(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await row('Browser token').locator('button.revoke').click();
    await page.waitForSelector('#token-table tbody tr[data-status=revoked]:has-text("Browser token")');
    expect(await row('Browser token').locator('button').count(), 'a revoked token has no actions').to.equal(
      0,
    );
    await page.screenshot({ path: screenshotPath('token-revoked.png'), fullPage: true });
    expect((await readWith(secret)).status).to.equal(401);
  });

  it('lets an administrator rename a token and renew its expiry, keeping its secret', async function () {
    this.timeout(60_000);
    await page.goto(`${host.url}/login?next=/account/tokens`);
    await logIn('admin@alpha.test');
    await page.waitForURL(`${host.url}/account/tokens`);
    await page.fill('#create-name', 'To rename');
    await page.check('#create-sports input[value=football]');
    await page.click('#create-submit');
    await page.waitForSelector('#secret-panel', { state: 'visible' });
    const secret = await page.inputValue('#secret-value');
    await page.click('#secret-done');
    expect(await page.isVisible('#secret-panel')).to.equal(false);
    expect(await page.inputValue('#secret-value'), 'the secret leaves the page').to.equal('');

    await row('To rename').locator('button.modify').click();
    expect(await page.inputValue('#modify-name')).to.equal('To rename');
    expect(await page.isChecked('#modify-sports input[value=football]')).to.equal(true);
    await page.fill('#modify-name', 'Renamed in the browser');
    await page.check('#modify-sports input[value=handball]');
    await page.selectOption('#modify-expiry', '365');
    await page.screenshot({ path: screenshotPath('token-modify-dialog.png') });
    await page.click('#modify-submit');
    await page.waitForSelector('#token-table tbody tr:has-text("Renamed in the browser")');
    const renamed = row('Renamed in the browser');
    expect(await renamed.locator('.sports').textContent()).to.equal('football, handball');
    const expires = (await renamed.locator('.expires').textContent()) ?? '';
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(expires.slice(0, 10)).to.equal(inAYear);
    expect((await readWith(secret)).status, 'the secret is unchanged').to.equal(200);
  });

  it('shows a validation refusal without creating anything', async function () {
    this.timeout(30_000);
    await page.goto(`${host.url}/login`);
    await logIn('admin@alpha.test');
    await page.waitForURL(`${host.url}/account/tokens`);
    const rows = await page.locator('#token-table tbody tr').count();
    await page.fill('#create-name', 'No sports');
    await page.click('#create-submit');
    await page.waitForSelector('#message', { state: 'visible' });
    expect(await page.textContent('#message')).to.include('sports must be a non-empty list');
    expect(await page.isVisible('#secret-panel')).to.equal(false);
    expect(await page.locator('#token-table tbody tr').count()).to.equal(rows);
  });

  it('refuses the page to a member, even by direct address', async function () {
    this.timeout(30_000);
    await page.goto(`${host.url}/login?next=/account/tokens`);
    await logIn('member@alpha.test');
    await page.waitForURL(`${host.url}/account/tokens`);
    expect(await page.textContent('h1')).to.equal('Access refused');
    expect(await page.isVisible('#create-form')).to.equal(false);
    await page.screenshot({ path: screenshotPath('member-refused.png'), fullPage: true });
    const direct = await page.goto(`${host.url}/account/tokens?company_id=${host.world.companyA.id}`);
    expect(direct?.status()).to.equal(403);
    const status = await page.evaluate(async () => (await fetch('/api/account/tokens')).status);
    expect(status, 'the endpoints refuse the member too').to.equal(403);
  });
});
