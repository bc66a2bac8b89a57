// Issue 22 item 5 and issue 27 item 2: a list counts exactly only while the count is cheap. Past
// COUNT_CAP rows the answer is "at least COUNT_CAP" (totalCapped) and later pages are asked for by
// cursor (keyset on the sort column + key), never by an offset that reads every row before it; a
// list over an audit log opens on the last 30 days, says so, and widens on request.
import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../../server/modules/admin/resource/list-query';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';

const API = '/chis_web/api/admin';
const DAY = 24 * 3600_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface Answer {
  list: { id: number; admin_id: number; created_at: number }[];
  total: number;
  totalCapped: boolean;
  next: string | null;
  window: { field: string; days: number; from: number } | null;
}

describe.each(dialects())('list counts and keyset pages (%s)', (dialect) => {
  const a = useAdminApp(dialect);
  const ADMIN = 900;

  const list = async (query: string) => {
    const res = await a.t.request({ method: 'GET', url: `${API}/admin-log?${query}`, token: a.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as Answer;
  };

  const addLog = async (count: number, adminId: number, at: (i: number) => number) => {
    const rows = Array.from({ length: count }, (_, i) => ({ admin_id: adminId, username: 'bulk', title: '{"zh-cn":"x","en":"x"}', url: '/x', method: 'POST', data: '{}', ip: '', useragent: '', status: 200, created_at: at(i) }));
    for (let i = 0; i < rows.length; i += 500) await a.appDb.db.insertInto('admin_log').values(rows.slice(i, i + 500)).execute();
  };

  it('counts exactly below the cap, and says "at least" past it', async () => {
    const now = a.t.clock.now;
    await addLog(COUNT_CAP + 25, ADMIN, (i) => now - 1000 - i);
    await addLog(3, ADMIN + 1, (i) => now - 1000 - i);
    const few = await list(`search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN + 1 }])}`);
    expect(few).toMatchObject({ total: 3, totalCapped: false });
    const many = await list(`search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN }])}`);
    expect(many).toMatchObject({ total: COUNT_CAP, totalCapped: true });
  });

  it('pages by cursor past the cap, with no row twice and none left out', async () => {
    const filter = `search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN }])}&limit=200`;
    const seen = new Set<number>();
    let answer = await list(filter);
    let pages = 1;
    for (;;) {
      for (const row of answer.list) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
      if (!answer.next) break;
      answer = await list(`${filter}&cursor=${encodeURIComponent(answer.next)}`);
      pages++;
      expect(answer.total).toBe(COUNT_CAP);
    }
    expect(seen.size).toBe(COUNT_CAP + 25);
    expect(pages).toBe(Math.ceil((COUNT_CAP + 25) / 200));
    const ids = [...seen];
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('pages by cursor on another sort column (status) in order', async () => {
    const filter = `search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN + 1 }])}&limit=2&order=status,asc`;
    const first = await list(filter);
    const second = await list(`${filter}&cursor=${encodeURIComponent(first.next!)}`);
    expect([...first.list, ...second.list].map((r) => r.id)).toEqual((await list(`${filter.replace('limit=2', 'limit=3')}`)).list.map((r) => r.id));
  });

  it('refuses an offset past the cap and a cursor it did not give, naming the parameter', async () => {
    for (const [query, field] of [
      [`page=${COUNT_CAP / 20 + 1}&limit=20`, 'page'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
      ['window=0', 'window'],
      ['window=soon', 'window'],
    ]) {
      const res = await a.t.request({ method: 'GET', url: `${API}/admin-log?${query}`, token: a.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg, query).toMatch(new RegExp(`^${field}: `));
    }
    const notALog = await a.t.request({ method: 'GET', url: `${API}/admin-group?window=7`, token: a.token });
    expect(notALog.statusCode).toBe(400);
  });

  it('opens an audit log on its last 30 days, says so, and widens on request', async () => {
    const now = a.t.clock.now;
    await addLog(2, ADMIN + 2, (i) => now - 40 * DAY - i);
    await addLog(1, ADMIN + 2, () => now - 2 * DAY);
    const filter = `search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN + 2 }])}`;
    const recent = await list(filter);
    expect(recent.window).toEqual({ field: 'created_at', days: 30, from: now - 30 * DAY });
    expect(recent.total).toBe(1);
    expect((await list(`${filter}&window=60`)).total).toBe(3);
    const all = await list(`${filter}&window=all`);
    expect(all).toMatchObject({ total: 3, window: null });
    const byTime = await list(`search=${q([{ field: 'admin_id', operator: 'eq', value: ADMIN + 2 }, { field: 'created_at', operator: 'between', value: [now - 50 * DAY, now - 35 * DAY] }])}`);
    expect(byTime).toMatchObject({ total: 2, window: null });
  });
});
