// Browser suites drive Debian's Chromium through playwright-core. Without /usr/bin/chromium they
// are skipped and say so; in CI (`CI=true`) a missing browser is a failure instead.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Where screenshots go; CI keeps test-output/ as an artifact. */
export const SCREENSHOTS_DIR = join(process.cwd(), 'test-output', 'screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string | undefined {
  return existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined;
}

/** Registers `body` when Chromium is installed; otherwise a pending suite that says why, or a failure in CI. */
export function describeWhenChromium(title: string, body: (executablePath: string) => void): void {
  const path = chromiumPath();
  if (path) {
    describe(`${title} [Chromium]`, () => body(path));
    return;
  }
  if (process.env.CI === 'true') {
    describe(`${title} [Chromium]`, () => {
      it('needs Chromium in CI', () => {
        throw new Error(
          `${CHROMIUM_PATH} is missing: the browser suites must run in CI (apt-get install chromium)`,
        );
      });
    });
    return;
  }
  describe(`${title} [Chromium]`, () => {
    it.skip(
      `SKIPPED: ${CHROMIUM_PATH} is missing; install Debian's chromium (apt-get install chromium) to run`,
    );
  });
}

export interface RunningBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** A headless Chromium with a fresh profile in a temporary folder, removed on close. */
export async function launchChromium(executablePath: string): Promise<RunningBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'md-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    return {
      context,
      close: async () => {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** The path of a screenshot file, creating the folder. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return join(SCREENSHOTS_DIR, name);
}
