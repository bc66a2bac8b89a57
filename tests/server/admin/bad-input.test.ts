// No input reaches a 500: every screen the registry serves (a screen stored at run time included),
// every call of the resource API, fed malformed, out-of-range, wrongly typed and oversized input by a
// super administrator (so nothing is refused before the input is read) answers 4xx with a message,
// never a stack trace. A bad value travels in an otherwise valid body, built from the screen's own
// definition, so it is checked by the path that would store it and refused naming its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';
import { noteScreen } from '../helpers/registry';

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

const STORED = 'bad-input-note';

/**
 * 500s this corpus found that issue 21 assigns elsewhere ("NOT NULL and foreign-key violations in the
 * resource API answer 500"; item 6 maps foreign-key violations to 409): listed so the rest stays
 * guarded, and checked to still happen, so the fix must take its line out of this list.
 */
const OPEN_DEFECTS: string[] = [];

interface FieldDefinition {
  key: string;
  type: string;
  length?: number;
  options?: { value: unknown }[];
  remote?: { screen: string };
  form?: { widget?: string; validator?: string[] };
}

interface Screen {
  id: string;
  primaryKey: string;
  actions: string[];
  fields: FieldDefinition[];
}

/** Values that pass each form validator the screens use (src/shared/validation). */
/** Values a type cannot make up: an audit rule names a screen that exists. */
const KNOWN_VALUES: Record<string, unknown> = { 'security-data-recycle.screen': 'config', 'security-sensitive-data.screen': 'config' };

const VALID_BY_RULE: Record<string, (n: number) => string> = {
  account: (n) => `bad${n}x`,
  email: (n) => `bad${n}@example.com`,
  mobile: () => '13800138000',
  url: (n) => `https://example.com/${n}`,
  password: () => 'Secret-123',
  varName: (n) => `bad_input_${n}`,
};

describe.each(dialects())('admin API under bad input (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let screens: Screen[];
  let made = 0;
  const firstKeys = new Map<string, unknown>();

  /** The first key another screen offers (a remote field's valid value). */
  async function firstKey(screen: string): Promise<unknown> {
    if (!firstKeys.has(screen)) {
      const res = await t.request({ method: 'GET', url: `${API}/${screen}/select`, token });
      firstKeys.set(screen, (res.json().content?.list as { value: unknown }[] | undefined)?.[0]?.value ?? null);
    }
    return firstKeys.get(screen);
  }

  /** A value the field accepts, from its definition: its validators, options, remote screen and type. */
  async function validValue(field: FieldDefinition, n: number): Promise<unknown> {
    const rule = field.form?.validator?.find((name) => name in VALID_BY_RULE);
    if (rule) return VALID_BY_RULE[rule](n);
    if (field.form?.widget === 'rule-tree' || field.form?.widget === 'code-tree') return ['*'];
    if (field.type === 'boolean') return true;
    // A tree's parent may be 0 (the root) while its screen has no rows yet.
    if (field.remote) return field.type === 'links' ? [await firstKey(field.remote.screen)] : ((await firstKey(field.remote.screen)) ?? 0);
    if (field.options?.length) return field.type === 'json' ? [field.options[0].value] : field.options[0].value;
    switch (field.type) {
      case 'integer':
      case 'bigint':
        return 1;
      case 'decimal':
        return 1.5;
      case 'timestamp':
        return t.clock.now;
      case 'date':
        return '2026-01-02';
      case 'label':
        return { 'zh-cn': `名${n}`, en: `Name ${n}` };
      case 'json':
        return {};
      case 'links':
        return [];
      default:
        return `值${n}`.slice(0, field.length ?? 255);
    }
  }

  /** A body the screen's add accepts: every form field with a valid, fresh value. */
  async function validBody(screen: Screen): Promise<Record<string, unknown>> {
    made += 1;
    const body: Record<string, unknown> = {};
    for (const field of screen.fields.filter((f) => f.form)) body[field.key] = KNOWN_VALUES[`${screen.id}.${field.key}`] ?? (await validValue(field, made));
    return body;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
    await t.app.adminRegistry.store('designer', [noteScreen(STORED, 'ext_bad_input_note')]);
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
      await check('DELETE', `${API}/${screen.id}?ids=${encodeURIComponent('1,,2')}`);
      await check('DELETE', `${API}/${screen.id}?ids=${Array.from({ length: 600 }, (_, i) => i).join(',')}`);
      await check('POST', `${API}/${screen.id}/sortable`, { id: 'a', targetId: { x: 1 } });
    }
    expect(failures).toEqual([]);
  });

  it('reads the screens from the server, the one stored at run time included', () => {
    expect(screens.map((screen) => screen.id)).toEqual(expect.arrayContaining(['admin', 'admin-group', 'config', 'user', STORED]));
  });

  it('refuses one bad value in an otherwise valid body, naming its field, on add and on edit', async () => {
    const failures: string[] = [];
    for (const screen of screens.filter((s) => s.actions.includes('add'))) {
      // The body is valid as built: the bad values below are the only thing wrong with theirs.
      const base = await t.request({ method: 'POST', url: `${API}/${screen.id}`, token, payload: await validBody(screen) });
      if (base.statusCode !== 200) {
        failures.push(`${screen.id}: the valid body was refused: ${base.body.slice(0, 160)}`);
        continue;
      }
      const key = base.json().content[screen.primaryKey] as number | string;
      for (const field of screen.fields.filter((f) => f.form)) {
        for (const value of JUNK_VALUES) {
          const shown = `${JSON.stringify(value)?.slice(0, 20)}`;
          const calls = [
            { method: 'POST' as const, url: `${API}/${screen.id}`, payload: { ...(await validBody(screen)), [field.key]: value } },
            ...(screen.actions.includes('edit') ? [{ method: 'PUT' as const, url: `${API}/${screen.id}/${encodeURIComponent(String(key))}`, payload: { [field.key]: value } }] : []),
          ];
          for (const call of calls) {
            const res = await t.request({ ...call, token });
            const msg = String((res.json() as { msg?: unknown }).msg ?? '');
            // Accepted (a blank optional value, a text that is a text), or refused naming the field.
            if (res.statusCode === 200) continue;
            if (res.statusCode >= 500 || res.statusCode < 400 || !msg.startsWith(`${field.key}: `)) failures.push(`${call.method} ${screen.id}.${field.key}=${shown} → ${res.statusCode} ${msg.slice(0, 120)}`);
          }
        }
      }
    }
    const open = (failure: string) => OPEN_DEFECTS.some((defect) => failure.startsWith(defect));
    expect(failures.filter((failure) => !open(failure))).toEqual([]);
    expect(OPEN_DEFECTS.filter((defect) => !failures.some((failure) => failure.startsWith(defect))), 'fixed: take these out of OPEN_DEFECTS').toEqual([]);
  });

  it('searches for LIKE wildcards literally', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/admin?quickSearch=${encodeURIComponent('%_\\')}`, token });
    expect(res.json().content).toEqual({ list: [], total: 0, totalCapped: false, next: null, window: null, labels: {} });
  });
});
