// Signing in administrators and building groups and accounts through the admin API itself, so the
// tests exercise the same path the back-end does.
import { expect } from 'vitest';
import type { TestApp } from './app';

export const SUPER = { username: 'admin', password: 'chis-admin-2026' };

export async function adminLogin(t: TestApp, username = SUPER.username, password = SUPER.password): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/chis_web/api/admin/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`admin login ${username} failed: ${res.body}`);
  return res.json().content.token as string;
}

export async function ruleIds(t: TestApp, token: string, names: string[]): Promise<number[]> {
  const res = await t.request({ method: 'GET', url: '/chis_web/api/admin/admin-rule', token });
  expect(res.statusCode, res.body).toBe(200);
  const flat: { id: number; name: string; children?: unknown[] }[] = [];
  const walk = (rows: { id: number; name: string; children?: unknown[] }[]) => rows.forEach((r) => (flat.push(r), walk((r.children ?? []) as typeof rows)));
  walk(res.json().content.list);
  const ids = names.map((name) => flat.find((r) => r.name === name)?.id);
  if (ids.some((id) => id === undefined)) throw new Error(`unknown rules among ${names.join(', ')}`);
  return ids as number[];
}

let made = 0;

/** A group holding exactly `rules` and an administrator in it; returns the administrator's token. */
export async function adminWithRules(t: TestApp, superToken: string, name: string, rules: string[]): Promise<{ token: string; groupId: number; adminId: number }> {
  const ids = rules.length ? await ruleIds(t, superToken, rules) : [];
  const group = await t.request({ method: 'POST', url: '/chis_web/api/admin/admin-group', token: superToken, payload: { pid: 0, name, rules: ids, status: true } });
  expect(group.statusCode, group.body).toBe(200);
  const groupId = group.json().content.id as number;
  const username = `a${++made}${name.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 15);
  const admin = await t.request({
    method: 'POST',
    url: '/chis_web/api/admin/admin',
    token: superToken,
    payload: { username, nickname: name, password: 'Secret-123', groups: [groupId], status: true },
  });
  expect(admin.statusCode, admin.body).toBe(200);
  return { token: await adminLogin(t, username, 'Secret-123'), groupId, adminId: admin.json().content.id as number };
}

/** A subscriber in no member group (so holding no code), added through the admin's member screen; returns their token. */
export async function memberWithoutCodes(t: TestApp): Promise<string> {
  const token = await adminLogin(t);
  const res = await t.request({ method: 'POST', url: '/chis_web/api/admin/user', token, payload: { username: 'nocodes', nickname: '无权限', password: 'Member-123', status: 'active' } });
  expect(res.statusCode, res.body).toBe(200);
  return t.login('nocodes', 'Member-123');
}
