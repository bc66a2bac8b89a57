// What a first visit to a page downloads: the bench scripts build the SPA, serve it through the real
// server and load one URL in headless Chromium with an empty cache, optionally signed in.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Response } from 'playwright-core';
import { launchChromium, logIn } from '../../tests/e2e/browser';

const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');

export function buildSpa(): void {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

export interface Download {
  name: string;
  kind: 'script' | 'stylesheet';
  /** The body gzipped at level 9: comparable across builds whatever the server sends. */
  gzip: number;
  /** What the server sent: Content-Length of the encoded body. */
  wire: number;
  encoding: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The browser storage of a session signed in through the login dialog (token and user info). */
export async function signedInState(base: string, account: string, password: string): Promise<StorageState> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await logIn(await context.newPage(), base, account, password);
    return await context.storageState();
  } finally {
    await browser.close();
  }
}

/**
 * The JS and CSS a visit to `url` downloads in a fresh browser context (nothing cached), waiting
 * until the network is idle so that chunks loaded once the page's data arrives (charts) count too.
 */
export async function firstVisitBytes(url: string, storageState?: StorageState): Promise<{ files: Download[]; total: number }> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ storageState })).newPage();
    const files: Download[] = [];
    const pending: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      pending.push(
        // A body Chromium no longer holds (a response the page dropped) is fetched again: the same file.
        Promise.all([response.body().catch(() => page.request.get(response.url()).then((again) => again.body())), response.allHeaders()]).then(([body, headers]) => {
          files.push({
            name: new URL(response.url()).pathname,
            kind,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: Number(headers['content-length'] ?? body.length),
            encoding: headers['content-encoding'] ?? 'identity',
          });
        }),
      );
    };
    page.on('response', onResponse);
    await page.goto(url, { waitUntil: 'networkidle' });
    // No response is taken after this (one arriving late once read its body from a closing browser,
    // which crashed 1 run in 6), and every body taken is read before the browser closes.
    page.off('response', onResponse);
    await Promise.all(pending);
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
  }
}

/**
 * A fresh visit's first chart (issue 28 item 2): ms from the navigation's start until the first
 * chart of the page is drawn (its revision moves past 0) and painted (two frames later), in a new
 * browser context each time (nothing cached), signed in with `storageState`.
 */
export async function firstChartMs(url: string, storageState: StorageState): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ storageState })).newPage();
    await page.goto(url);
    await page.locator('.chis-chart:not([data-revision="0"])').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));
  } finally {
    await browser.close();
  }
}
