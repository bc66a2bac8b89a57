// axe-core in a Playwright page: wait until the page has settled, then run the WCAG 2 A and AA
// rules and describe each failing element as `rule (impact): selector — summary`.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa'];

export interface Violation {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Counts the page's requests in flight, so "settled" can include "the network is quiet". */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** True once nothing on the page is loading or moving (spinners, skeletons, progress, transitions). */
function quietDom(): boolean {
  // The app's own document, rendered (not a server error page while dist/ is being rebuilt).
  if (!document.getElementById('root')?.firstElementChild) return false;
  const boot = document.getElementById('app-loading');
  if (boot && !boot.dataset.leaving) return false;
  if (document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active, #nprogress')) return false;
  // Finite animations only: an infinite one (a spinner icon) never finishes.
  return !document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
}

/** What keeps a page from settling, for the failure message. */
function unsettled(page: Page, requests: number): Promise<string> {
  return page.evaluate((inFlight) => {
    if (!document.getElementById('root')?.firstElementChild) return `not the app's page (title "${document.title}", text "${document.body?.innerText.slice(0, 80)}")`;
    const busy = document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active, #nprogress');
    if (busy) return `still loading: ${busy.tagName.toLowerCase()}.${String(busy.className).split(' ').join('.')}`;
    const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length;
    return `${inFlight} requests in flight, ${moving} animations running`;
  }, requests);
}

/**
 * Waits for the page to settle: the DOM quiet and no request in flight, seen twice a frame apart
 * (a response often starts the next request or a render).
 */
export async function settle(page: Page, inFlight: () => number, timeout = 45_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let quietChecks = 0;
  while (quietChecks < 2) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle within ${timeout} ms: ${await unsettled(page, inFlight())}`);
    const quiet = inFlight() === 0 && (await page.evaluate(quietDom));
    quietChecks = quiet ? quietChecks + 1 : 0;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  }
  // The boot screen only waits out spec §9's 1 s before it goes; the page under it is ready, so
  // the walk removes it now instead of waiting (axe would otherwise see it cover the page).
  await page.evaluate(() => document.getElementById('app-loading')?.remove());
}

/**
 * Scrolls through the page a viewport at a time down to its end, so that the blocks drawn only as a
 * reader comes near them (charts and rankings further down an analysis page) are drawn and checked
 * like the rest; then settles again. Pages with nothing waiting to be drawn are left as they are.
 */
export async function drawWholePage(page: Page, inFlight: () => number): Promise<void> {
  const waiting = () => page.evaluate(() => document.querySelectorAll('[data-deferred]').length);
  if ((await waiting()) === 0) return;
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          window.scrollBy(0, window.innerHeight);
          // Two frames: the intersection observers report after the scroll has been painted.
          requestAnimationFrame(() => requestAnimationFrame(() => done(end)));
        }),
    );
    if (atEnd) break;
  }
  await settle(page, inFlight);
  const left = await waiting();
  if (left > 0) throw new Error(`${page.url()}: ${left} blocks still waiting to be drawn after scrolling to the end`);
}

/** Runs axe on the whole document and lists every failing element. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? '',
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240),
      })),
    );
  }, TAGS);
  return results;
}

export function describeViolation(violation: Violation): string {
  return `${violation.rule} (${violation.impact}): ${violation.target} — ${violation.summary}`;
}
