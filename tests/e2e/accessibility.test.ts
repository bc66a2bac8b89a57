// Issue 14: axe-core (WCAG 2 A + AA) finds nothing on any page, in both languages, signed out and
// signed in, with the login dialog, a database record drawer and an admin crud form open. The pages
// come from the app's own route table and crud schema files (a11y-routes.ts), so a new page is
// walked without editing this file. A failure names the route, the rule and the element; the walk
// ends with a table of route → violations (A11Y_REPORT=1 prints it even when all pass).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolation, drawWholePage, settle, trackRequests } from './a11y-axe';
import { crudScreenIds, drawerDatabase, listRouteOfDetail, routePatterns } from './a11y-routes';
import { launchChromium } from './browser';
import { isPublicPath } from '../../src/app/guard/paths';

const base = inject('baseUrl');
const API = `${base}/chis_web/api`;
const LANGS = ['zh-cn', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Audience = 'visitor' | 'subscriber' | 'admin';

interface Stop {
  /** What a failure and the report call it: the route pattern, or the scene. */
  name: string;
  /** The address, or how to find it once the server is known (a record id). */
  url: string | (() => Promise<string>);
  /** Opens a dialog or drawer after the page settled; the check then covers it. */
  open?: (page: Page) => Promise<void>;
}

const patterns = routePatterns();
const isAdmin = (pattern: string) => pattern === '/admin' || pattern.startsWith('/admin/');
// The loading page only restores the admin session and moves on; there is nothing to look at.
const walked = patterns.filter((route) => !route.pattern.startsWith('/admin/loading'));

async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', channel: 'web' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; content: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.content;
}

let subscriberToken: Promise<string> | undefined;
const subscriberLogin = () => (subscriberToken ??= apiPost<{ token: string }>('/v2/user/login', { account: 'demo', password: 'chis-demo-2026' }).then((c) => c.token));
const adminLogin = async () => (await apiPost<{ token: string }>('/admin/login', { username: 'admin', password: 'chis-admin-2026' })).token;

/** A real record of the database a detail route belongs to (its list's first row). */
async function detailUrl(pattern: string): Promise<string> {
  const entry = listRouteOfDetail(pattern);
  const schema = (await entry.load()).default;
  const res = await fetch(`${API}/v2/database/${entry.id}/list?page=1&pageSize=1`, { headers: { Authorization: await subscriberLogin(), channel: 'web' } });
  const row = ((await res.json()) as { content: { list: Record<string, unknown>[] } }).content.list[0];
  if (!row) throw new Error(`${entry.id} has no record to open ${pattern} with`);
  return pattern.replace(':id', encodeURIComponent(String(row[schema.source.primaryKey])));
}

/** One stop per concrete page: `:id` routes expanded from the crud schemas and real records. */
function stops(audience: Audience): Stop[] {
  if (audience === 'visitor') return visitorStops();
  const list: Stop[] = [];
  for (const { pattern, kind } of walked) {
    if (audience === 'admin' && !isAdmin(pattern)) continue;
    if (audience === 'subscriber' && isAdmin(pattern)) continue;
    if (pattern === '/admin/:id') for (const id of crudScreenIds('admin')) list.push({ name: `/admin/${id}`, url: `/admin/${id}` });
    else if (kind === 'database-detail') list.push({ name: pattern, url: () => detailUrl(pattern) });
    else list.push({ name: pattern, url: pattern });
  }
  // Member-centre crud screens (docs/contracts.md: /user/<id>), whatever the app renders there.
  if (audience === 'subscriber') for (const id of crudScreenIds('member')) list.push({ name: `/user/${id}`, url: `/user/${id}` });
  return list;
}

/**
 * Signed out, the guard lets only its public pages through; every other page lands on the login
 * dialog and every admin page on the admin login. Those pages, plus one protected page and one
 * admin page: each is checked where it lands (a page already checked is reported as "seen").
 */
function visitorStops(): Stop[] {
  const open = walked.filter(({ pattern }) => isPublicPath(pattern) && !pattern.includes(':'));
  const firstProtected = walked.find(({ pattern }) => !isPublicPath(pattern) && !isAdmin(pattern) && !pattern.includes(':'));
  const firstAdmin = walked.find(({ pattern }) => isAdmin(pattern) && !isPublicPath(pattern) && !pattern.includes(':'));
  return [...open, ...(firstProtected ? [firstProtected] : []), ...(firstAdmin ? [firstAdmin] : [])].map(({ pattern }) => ({ name: pattern, url: pattern }));
}

const loginDialog: Stop = {
  name: 'login dialog (/home?type=login)',
  url: '/home?type=login',
  open: async (page) => {
    await page.getByRole('dialog').waitFor();
  },
};

const recordDrawer: Stop = {
  name: 'database record drawer',
  url: async () => (await drawerDatabase()).path,
  open: async (page) => {
    const { id } = await drawerDatabase();
    await page.getByTestId(`${id}-table`).locator('tbody tr[data-row-key] td').nth(2).click();
    await page.locator('.ant-drawer-open').getByTestId(`${id}-detail`).waitFor();
  },
};

const crudForm: Stop = {
  name: 'admin crud form (/admin/admin, add)',
  url: '/admin/admin',
  open: async (page) => {
    await page.getByTestId('admin-add').click();
    await page.getByTestId('admin-form').waitFor();
  },
};

/**
 * Opens `url` in the walk's tab. The first stop loads the app; later stops move through the app's
 * own router, as a user following links does (history entry + popstate), instead of reloading and
 * re-booting the whole app for every page: same pages, same guard, a fraction of the time.
 */
async function visit(page: Page, url: string): Promise<void> {
  const appLoaded = page.url().startsWith(base) && (await page.evaluate(() => Boolean(document.getElementById('root')?.firstElementChild)));
  if (!appLoaded) {
    await page.goto(`${base}${url}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const scenes: Record<Audience, Stop[]> = { visitor: [loginDialog], subscriber: [recordDrawer], admin: [crudForm] };

let browser: Browser;
const report: { lang: Lang; audience: Audience; name: string; landed: string; count: number | string }[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  const failing = report.some((row) => typeof row.count === 'number' && row.count > 0);
  if (failing || process.env.A11Y_REPORT) {
    const order = (row: (typeof report)[number]) => `${LANGS.indexOf(row.lang)}${['visitor', 'subscriber', 'admin'].indexOf(row.audience)}`;
    const lines = [...report].sort((a, b) => order(a).localeCompare(order(b))).map((row) => `${row.lang.padEnd(5)} ${row.audience.padEnd(10)} ${String(row.count).padStart(4)}  ${row.name}${row.landed === row.name ? '' : `  → ${row.landed}`}`);
    console.log(['axe violations (elements) per route:', ...lines].join('\n'));
  }
});

// The six walks (language × audience) run side by side, each in its own context and tab, one page
// after another: most of a page's time is waiting for its queries, so they overlap well.
describe.concurrent('every page passes axe', () => {
  for (const lang of LANGS) {
    for (const audience of ['visitor', 'subscriber', 'admin'] as const) {
      describe.sequential(`${audience} in ${lang}`, () => {
        let context: BrowserContext;
        let page: Page;
        let inFlight: () => number;
        // Pages already checked in this context: a signed-out visit to a protected page lands on the
        // login, which is checked once.
        const checked = new Set<string>();

        beforeAll(async () => {
          // bypassCSP: the server's CSP (script-src 'self') would refuse axe's injected script.
          context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
          const token = audience === 'subscriber' ? await subscriberLogin() : '';
          const adminToken = audience === 'admin' ? await adminLogin() : '';
          await context.addInitScript(
            ({ lang, token, adminToken }) => {
              localStorage.setItem('chis:locale', JSON.stringify(lang));
              if (token && localStorage.getItem('chis:token') === null) localStorage.setItem('chis:token', JSON.stringify(token));
              if (adminToken && localStorage.getItem('chis-admin-token') === null) localStorage.setItem('chis-admin-token', adminToken);
            },
            { lang, token, adminToken },
          );
          page = await context.newPage();
          inFlight = trackRequests(page);
        });
        afterAll(async () => {
          await context?.close();
        });

        const all = audience === 'visitor' ? [...scenes.visitor, ...stops('visitor')] : [...stops(audience), ...scenes[audience]];
        it.each(all.map((stop) => [stop.name, stop] as const))('%s', async (name, stop) => {
          const url = typeof stop.url === 'string' ? stop.url : await stop.url();
          await visit(page, url);
          await settle(page, inFlight);
          await drawWholePage(page, inFlight);
          if (stop.open) {
            await stop.open(page);
            await settle(page, inFlight);
          }
          const landed = new URL(page.url());
          const where = `${landed.pathname}${landed.search}`;
          if (!stop.open && checked.has(where)) {
            report.push({ lang, audience, name, landed: where, count: 'seen' });
            return;
          }
          checked.add(where);
          const violations = await axeViolations(page);
          report.push({ lang, audience, name, landed: where, count: violations.length });
          expect(violations.map(describeViolation), `${name} (${lang}, ${audience}) at ${where}`).toEqual([]);
        });
      });
    }
  }
});
