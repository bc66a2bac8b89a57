// No input reaches a 500: every screen the registry serves, every call of the resource API, fed
// malformed, out-of-range, wrongly typed and oversized input by a super administrator (so nothing is
// refused before the input is read) answers 4xx with a message, never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';
const JUNK_VALUES: unknown[] = [null, '', 'x'.repeat(70_000), -1, 1e308, { $gt: 1 }, [1, [2]], true, '1e309', '../../etc/passwd'];
const JUNK_QUERIES = [
  'page=1e309',
  'page=-1',
  'limit=Infinity',
  'limit=0.5',
  'order=,',
  'order=id,asc,desc',
  `quickSearch=${'%'.repeat(500)}`,
  'search=null',
  'search=%5B%5D%5B',
  `search=${encodeURIComponent(JSON.stringify([{ field: 'id', operator: 'eq', value: { $gt: 1 } }]))}`,
  `search=${encodeURIComponent(JSON.stringify(Array.from({ length: 60 }, () => ({ field: 'id', operator: 'eq', value: 1 }))))}`,
  `search=${encodeURIComponent('['.repeat(5000) + ']'.repeat(5000))}`,
  'page=1&page=2',
];

describe.each(dialects())('admin API under bad input (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let screens: { id: string; fields: { key: string }[] }[];

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
    const menus = (await t.request({ method: 'GET', url: `${API}/index`, token })).json().content.menus as { children?: { name: string; type: string }[] }[];
    const ids = menus.flatMap((m) => (m.children ?? []).filter((c) => c.type === 'menu').map((c) => c.name));
    screens = [];
    for (const id of ids) screens.push((await t.request({ method: 'GET', url: `${API}/schema/${id}`, token })).json().content);
  });
  afterAll(() => t.close());

  it('answers every malformed call with a 4xx and a message', async () => {
    const failures: string[] = [];
    const check = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await t.request({ method, url, token, ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }) });
      const body = res.json() as { code: number; msg: string };
      if (res.statusCode >= 500 || res.statusCode < 400 || !body.msg || /at .*\.ts:\d+/.test(res.body)) failures.push(`${method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const screen of screens) {
      for (const query of JUNK_QUERIES) {
        await check('GET', `${API}/${screen.id}?${query}`);
        await check('GET', `${API}/${screen.id}/select?${query}`);
      }
      await check('GET', `${API}/${screen.id}/select?initValue=${encodeURIComponent('{"a":1}')}`);
      for (const key of ['999999999999999999999', '-1', '1e309', '%00', 'x'.repeat(300)]) {
        await check('GET', `${API}/${screen.id}/${encodeURIComponent(key)}`);
        await check('PUT', `${API}/${screen.id}/${encodeURIComponent(key)}`, {});
      }
      for (const body of [[], 'text', 42, null]) await check('POST', `${API}/${screen.id}`, body);
      for (const field of screen.fields) {
        for (const value of JUNK_VALUES) await check('POST', `${API}/${screen.id}`, { [field.key]: value, zz_unknown: 1 });
      }
      await check('DELETE', `${API}/${screen.id}?ids=${encodeURIComponent('1,,2')}`);
      await check('DELETE', `${API}/${screen.id}?ids=${Array.from({ length: 600 }, (_, i) => i).join(',')}`);
      await check('POST', `${API}/${screen.id}/sortable`, { id: 'a', targetId: { x: 1 } });
    }
    expect(failures).toEqual([]);
  });

  it('searches for LIKE wildcards literally', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/admin?quickSearch=${encodeURIComponent('%_\\')}`, token });
    expect(res.json().content).toEqual({ list: [], total: 0 });
  });
});
