// Tracker issue 11, items 7 and 8: no input reaches a 5xx, on any route. The routes are read from
// the server itself (`app.routeIndex`, filled by an onRoute hook), so a route added later is
// covered without editing this file. Each one is sent a corpus of bad input — wrong types, huge
// and non-finite numbers, 10,000-deep JSON, `__proto__`/`constructor` keys, oversized strings,
// malformed escapes, oversized headers — anonymously, with a subscriber token and with an admin
// token; every answer must be a 4xx (or a success) in the {code, msg, content} envelope, with the
// API's nosniff and no-store headers.
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { RATE_RULES } from '../../../server/http/rate-limit';
import type { RouteEntry } from '../../../server/http/route-index';
import type { Warehouse } from '../../../server/warehouse/connection';
import { adminLogin } from '../helpers/admin';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

const DEEP = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const HUGE = 'x'.repeat(70_000);

/** Values for a path parameter: numbers in disguise, prototype names, too long, malformed escapes. */
const PARAMS = ['1', '0x1f', '%201%20', '1e309', 'Infinity', '-1', '__proto__', 'constructor', '%E0%A4%A', 'x'.repeat(300), '%00'];

/** Query strings: non-finite and disguised numbers, repeated keys, prototype keys, long and deep values, bad escapes. */
const QUERIES = [
  'limit=Infinity',
  'limit=1e309',
  'limit=-1e309',
  'page=Infinity&pageSize=1e309',
  'page=0x1f&limit=%201%20',
  'limit=1&limit=2',
  'keyword=%E0%A4%A',
  '%E0%A4%A=1',
  '__proto__=1&constructor=1&__proto__[x]=1',
  `keyword=${HUGE}`,
  `filters=${encodeURIComponent(DEEP)}`,
  `search=${encodeURIComponent(DEEP)}&values=${encodeURIComponent(DEEP)}`,
  'ids=__proto__,constructor&id=0x1f&sourcePath=..%2F..%2Fetc%2Fpasswd',
  'key=__proto__&type=constructor&fields=__proto__,constructor',
];

/** Raw JSON bodies (text, so that 1e309 and deep nesting reach the parser as sent). */
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"limit":"Infinity","page":"1e309"}',
  '{"limit":1e309,"page":-1e309}',
  DEEP,
  DEEP_OBJECT,
  `{"filters":${DEEP_OBJECT}}`,
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"account":true,"password":123456,"username":false,"token":{},"refreshToken":[]}',
  `{"account":"${HUGE}","password":"${HUGE}","keyword":"${HUGE}"}`,
  '{"columns":["__proto__","constructor"],"filters":{"__x":1},"toggles":{"a":"constructor"},"blocks":["__proto__"]}',
  '{"a":',
];

/** Wrong-typed values for each field a route's body schema names. */
const WRONG_VALUES: unknown[] = [true, 1e308, -1, 0.5, HUGE, {}, [], null, [[[[1]]]], { __x: { y: 1 } }, '1e309', 'Infinity'];

type Auth = 'anonymous' | 'member' | 'admin';

function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('every route under bad input (%s)', (dialect) => {
  let t: TestApp;
  let routes: RouteEntry[];
  const tokens: Record<Auth, string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };

  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    routes = t.app.routeIndex.filter((route) => route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  /**
   * The corpus's malformed logins count against this address, as any flood does (the limiter runs
   * before validation): a test and a sign-in start in a new window.
   */
  const newLoginWindow = () => t.clock.advance(Math.max(RATE_RULES.loginPerIp.windowMs, RATE_RULES.adminLoginPerIp.windowMs) + 1);
  beforeEach(newLoginWindow);

  async function freshTokens(): Promise<void> {
    newLoginWindow();
    tokens.member = await t.login('demo', 'chis-demo-2026');
    tokens.admin = await adminLogin(t);
  }

  /** What is wrong with an answer, or null when it is a non-5xx envelope with the API headers. */
  function problem(res: LightMyRequestResponse): string | null {
    if (res.statusCode >= 500) return `status ${res.statusCode}`;
    if (res.headers['x-content-type-options'] !== 'nosniff') return 'no nosniff header';
    const type = String(res.headers['content-type'] ?? '');
    if (!type.includes('json')) return `content-type ${type}`;
    if (res.headers['cache-control'] !== 'no-store') return `cache-control ${String(res.headers['cache-control'])}`;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return 'body is not JSON';
    }
    const envelope = body as { code?: unknown; msg?: unknown };
    if (typeof body !== 'object' || body === null || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('content' in body)) {
      return `not an envelope: ${res.body.slice(0, 80)}`;
    }
    if (res.statusCode >= 400 && (envelope.code !== res.statusCode || envelope.msg === '')) return `envelope code ${String(envelope.code)} / msg "${String(envelope.msg)}"`;
    if (/at .*\.ts:\d+|node_modules/.test(res.body)) return 'stack trace';
    return null;
  }

  it('reads the routes from the server itself', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    // A sample of every module, the admin API included.
    for (const url of [
      'POST /chis_web/api/v2/user/login',
      'POST /chis_web/api/v2/home/drug-dimn',
      'POST /chis_web/api/v2/market/:pageId/query',
      'GET /chis_web/api/v2/database/:id/list',
      'GET /chis_web/api/v2/admin/mail-outbox',
      'POST /chis_web/api/admin/login',
      'PUT /chis_web/api/admin/:id/:key',
      'PUT /chis_web/sys/user/updatePassword',
    ]) {
      expect(urls).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every route, with every kind of bad input and every kind of caller, in the envelope and never with a 5xx', async () => {
    await freshTokens();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const params = route.url.includes(':') ? PARAMS : [''];
      for (const auth of ['anonymous', 'member', 'admin'] as Auth[]) {
        const send = async (label: string, url: string, extra: { payload?: string; headers?: Record<string, string> } = {}) => {
          const headers: Record<string, string> = { ...(tokens[auth] ? { authorization: tokens[auth] } : {}), ...extra.headers };
          if (extra.payload !== undefined) headers['content-type'] ??= 'application/json';
          const res = await t.request({ method: route.method as 'GET', url, headers, ...(extra.payload !== undefined ? { payload: extra.payload } : {}) });
          sent++;
          const wrong = problem(res);
          if (wrong) failures.push(`${route.method} ${route.url} [${auth}] ${label} (${url.slice(0, 90)}): ${wrong} ${res.body.slice(0, 120)}`);
        };
        for (const param of params) {
          const url = fill(route.url, param);
          await send(`param ${param.slice(0, 12)}`, url);
          for (const query of QUERIES) await send(`query ${query.slice(0, 30)}`, `${url}?${query}`);
          if (route.method !== 'GET') {
            for (const body of BODIES) await send(`body ${body.slice(0, 30)}`, url, { payload: body });
            await send('body 2 MB', url, { payload: JSON.stringify({ account: 'x'.repeat(2_000_000) }) });
            await send('form body', url, { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
            const properties = Object.keys((route.bodySchema?.properties as Record<string, unknown> | undefined) ?? {});
            for (const field of properties) {
              for (const value of WRONG_VALUES) await send(`field ${field}=${JSON.stringify(value).slice(0, 20)}`, url, { payload: JSON.stringify({ [field]: value }) });
            }
          }
          await send('oversized headers', url, { headers: { 'x-junk': 'x'.repeat(40_000), 'accept-language': '%E0%A4%A;q=NaN', 'x-trace-id': '../../x' } });
          await send('oversized token', url, { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } });
        }
        // A logout (or a password change) ends the session: the next caller gets fresh tokens.
        if (auth !== 'anonymous' && /logout|updatePassword|profile/.test(route.url)) await freshTokens();
      }
    }
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
  }, 600_000);

  it('answers the six inputs of the issue with a 400 naming the field', async () => {
    await freshTokens();
    const member = tokens.member!;
    const admin = tokens.admin!;
    for (const value of ['Infinity', '1e309', '-1e309']) {
      const dimn = await t.request({ method: 'POST', url: '/chis_web/api/v2/home/drug-dimn', token: member, payload: { dimension: 'brand', limit: value } });
      expect(dimn.statusCode, dimn.body).toBe(400);
      expect(dimn.json().msg).toMatch(/^limit: /);
      const options = await t.request({ method: 'GET', url: `/chis_web/api/v2/market/drug-sale-market-overview/options?key=brand&limit=${value}`, token: member });
      expect(options.statusCode, options.body).toBe(400);
      expect(options.json().msg).toMatch(/^limit: /);
      for (const field of ['limit', 'page']) {
        const outbox = await t.request({ method: 'GET', url: `/chis_web/api/v2/admin/mail-outbox?${field}=${value}`, token: admin });
        expect(outbox.statusCode, outbox.body).toBe(400);
        expect(outbox.json().msg).toMatch(new RegExp(`^${field}: `));
      }
      const autocomplete = await t.request({ method: 'GET', url: `/chis_web/api/v2/home/search/autocomplete?keyword=a&limit=${value}`, token: member });
      expect(autocomplete.statusCode, autocomplete.body).toBe(400);
      expect(autocomplete.json().msg).toMatch(/^limit: /);
    }
    // 1e309 as a JSON number literal (JSON.parse makes it Infinity).
    const literal = await t.request({ method: 'POST', url: '/chis_web/api/v2/home/drug-dimn', token: member, payload: '{"dimension":"brand","limit":1e309}', headers: { 'content-type': 'application/json' } });
    expect(literal.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^limit: /) });
    const deep = await t.request({
      method: 'POST',
      url: '/chis_web/api/v2/market/drug-sale-market-overview/query',
      token: member,
      payload: `{"filters":${DEEP_OBJECT}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().msg).toMatch(/^body: nested deeper than/);
  });

  it('takes an account name only as a string, and path ids only as decimal digits', async () => {
    for (const account of [true, 12345, ['demo']]) {
      const res = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account, password: 'chis-demo-2026' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('account: must be string');
    }
    const trial = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/trial/apply', payload: { account: true, password: 'x1234567', name: 'n', email: 'a@b.cn', mobile: '13800138000', company: 'c', ...(await t.captcha()) } });
    expect(trial.json().msg).toBe('account: must be string');

    const member = await t.login('demo', 'chis-demo-2026');
    const saved = await t.request({ method: 'POST', url: '/chis_web/api/v2/market/custom-markets', token: member, payload: { name: 'm', pageId: 'competitive-analysis', filters: { products: ['PKA001'] } } });
    const id = saved.json().content.id as number;
    for (const disguised of [`0x${id.toString(16)}`, `%20${id}%20`, `${id}.0`, `${id}e0`, `+${id}`]) {
      const res = await t.request({ method: 'DELETE', url: `/chis_web/api/v2/market/custom-markets/${disguised}`, token: member });
      expect(res.statusCode, disguised).toBe(400);
      expect(res.json().msg).toMatch(/^params\/id|^id: /);
    }
    expect((await t.request({ method: 'DELETE', url: `/chis_web/api/v2/market/custom-markets/${id}`, token: member })).statusCode).toBe(200);
    for (const disguised of ['0x1f', '%201%20', '1e1', '2.0']) {
      const list = await t.request({ method: 'GET', url: `/chis_web/api/v2/database/drug-library/list?page=${disguised}`, token: member });
      expect(list.json(), disguised).toMatchObject({ code: 400, msg: 'page must be a positive integer' });
    }
  });

  it('checks whitelists by own properties: __proto__ and constructor are no column, dimension or filter', async () => {
    const member = await t.login('demo', 'chis-demo-2026');
    for (const column of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await t.request({ method: 'POST', url: '/chis_web/api/v2/database/drug-library/export', token: member, payload: { columns: [column] } });
      expect(res.statusCode, column).toBe(400);
      expect(res.json().msg).toBe(`unknown column "${column}"`);
    }
    const page = '/chis_web/api/v2/market/drug-sale-market-overview/query';
    for (const name of ['constructor', 'toString', '__proto__']) {
      const toggle = await t.request({ method: 'POST', url: page, token: member, payload: { toggles: { 'top-companies': name } } });
      expect(toggle.statusCode, name).toBe(400);
      const filter = await t.request({ method: 'POST', url: page, token: member, payload: { filters: { [name === '__proto__' ? 'x__proto__' : name]: ['a'] } } });
      expect(filter.statusCode, name).toBe(400);
    }
  });

  it('refuses unknown top-level fields instead of dropping them', async () => {
    const res = await t.request({ method: 'POST', url: '/chis_web/api/v2/user/login', payload: { account: 'demo', password: 'chis-demo-2026', admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('admin: is not allowed');
  });

  it('sets nosniff and no-store on API answers, and leaves the workbook download its own cache rule', async () => {
    for (const url of ['/chis_web/api/v2/user/permissions', '/chis_web/api/v2/nothing-here', '/chis_web/api/v2/database/%E0%A4%A/list']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const ok = await t.request({ method: 'GET', url: '/chis_web/api/v2/user/permissions', token: await t.login('demo', 'chis-demo-2026') });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an oversized header and a malformed request line in the envelope, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
    const parse = (answer: string) => {
      const [head, body] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
    };
    const big = parse(await raw(`GET /chis_web/api/v2/user/permissions HTTP/1.1\r\nHost: x\r\nX-Junk: ${'x'.repeat(100_000)}\r\n\r\n`));
    expect(big.status).toBe(431);
    expect(big.body).toEqual({ code: 431, msg: 'headers: the request headers are too large', content: null });
    expect(big.head).toMatch(/X-Content-Type-Options: nosniff/i);
    const broken = parse(await raw('GET /chis_web/%%% HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 400 });
    const escape = parse(await raw('GET /chis_web/api/v2/database/%E0%A4%A/list HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(escape.status).toBe(400);
    expect(escape.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^path: /), content: null });
  });
});
