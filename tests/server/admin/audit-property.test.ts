// A property of the recycle bin and the change log together (issue 22): over random sequences of
// add / edit / delete / restore / rollback on the member screen, the audit rows never decrease, and
// replaying the logs reproduces every member's state: a member exists unless their latest recycle
// row is an unrestored delete, and each watched field equals its added value with every logged
// change applied in order (rollbacks included). Seeded, so a failure replays the same sequence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';
const STEPS = 40;
const WATCHED = ['email', 'mobile', 'status'] as const;
const STATUSES = ['active', 'pending', 'disabled'];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Recycled {
  id: number;
  screen: string;
  row_key: string;
  restored: boolean;
}

interface Change {
  id: number;
  screen: string;
  id_value: string;
  data_field: string;
  after: string | null;
  rolled_back: boolean;
}

describe.each(dialects())('audit logs replay to the data (%s)', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.request({ method, url, token, payload: payload as object });
  async function all<T>(screen: string): Promise<T[]> {
    const res = await call('GET', `${API}/${screen}?limit=200&order=id,asc`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.list as T[];
  }

  it.each([1, 2, 3])('holds for seed %i', async (seed) => {
    const next = random(seed);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
    const added = new Map<number, Record<string, unknown>>();
    let auditRows = 0;

    for (let step = 0; step < STEPS; step++) {
      const members = await all<{ id: number }>('user');
      const mine = members.filter((m) => added.has(m.id));
      const op = pick(['add', 'edit', 'edit', 'delete', 'restore', 'rollback'])!;
      if (op === 'add' || mine.length === 0) {
        const values = { email: `m${seed}_${step}@example.com`, mobile: null, status: 'active' };
        const res = await call('POST', `${API}/user`, { username: `p${seed}_${step}`, nickname: 'P', password: 'Member-123', ...values });
        expect(res.statusCode, res.body).toBe(200);
        added.set(res.json().content.id as number, values);
      } else if (op === 'edit') {
        const field = pick([...WATCHED])!;
        const value = field === 'email' ? `e${seed}_${step}@example.com` : field === 'mobile' ? `1380000${String(step).padStart(4, '0')}` : pick(STATUSES);
        const res = await call('PUT', `${API}/user/${pick(mine)!.id}`, { [field]: value });
        expect(res.statusCode, res.body).toBe(200);
      } else if (op === 'delete') {
        const res = await call('DELETE', `${API}/user?ids=${pick(mine)!.id}`);
        expect(res.statusCode, res.body).toBe(200);
      } else if (op === 'restore') {
        const open = (await all<Recycled>('security-data-recycle-log')).filter((r) => r.screen === 'user' && !r.restored && added.has(Number(r.row_key)));
        const row = pick(open);
        if (row) expect((await call('POST', `${API}/security-data-recycle-log/restore`, { ids: [row.id] })).statusCode).toBe(200);
      } else {
        const live = new Set(mine.map((m) => String(m.id)));
        const open = (await all<Change>('security-sensitive-data-log')).filter((c) => c.screen === 'user' && !c.rolled_back && live.has(c.id_value));
        const change = pick(open);
        if (change) {
          const current = ((await call('GET', `${API}/user/${change.id_value}`)).json().content as Record<string, unknown>)[change.data_field];
          const force = next() < 0.5;
          const res = await call('POST', `${API}/security-sensitive-data-log/rollback`, { ids: [change.id], force });
          expect(res.statusCode, res.body).toBe(!force && current !== change.after ? 409 : 200);
        }
      }

      const recycled = await all<Recycled>('security-data-recycle-log');
      const changes = await all<Change>('security-sensitive-data-log');
      expect(recycled.length + changes.length, `audit rows after step ${step} (${op})`).toBeGreaterThanOrEqual(auditRows);
      auditRows = recycled.length + changes.length;
    }

    // Replay: existence from the recycle log, watched values from the change log.
    const recycled = await all<Recycled>('security-data-recycle-log');
    const changes = await all<Change>('security-sensitive-data-log');
    const rows = new Map((await all<Record<string, unknown> & { id: number }>('user')).map((r) => [r.id, r]));
    for (const [id, values] of added) {
      const latest = recycled.filter((r) => r.screen === 'user' && r.row_key === String(id)).at(-1);
      expect(rows.has(id), `member ${id} exists`).toBe(!latest || latest.restored);
      if (!rows.has(id)) continue;
      const replayed: Record<string, unknown> = { ...values };
      for (const c of changes.filter((c) => c.screen === 'user' && c.id_value === String(id))) replayed[c.data_field] = c.after;
      for (const field of WATCHED) expect(rows.get(id)![field] ?? null, `member ${id} ${field}`).toBe(replayed[field] ?? null);
    }
  });
});
