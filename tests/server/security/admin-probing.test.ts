// Tracker issue 21: an unknown action answered 404 before the rule check, so anyone signed in could
// list a screen's actions by probing (403 = it exists, 404 = it does not). The rule is checked
// first: a caller who does not hold `<id>/<action>` gets the same 403 whether or not the screen
// and the action exist; only a holder (a super administrator holds every rule) learns of a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';

const API = '/chis_web/api/admin';

describe.each(dialects())('probing the admin API for actions (%s)', (dialect) => {
  let t: TestApp;
  let root: string;
  let limited: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
    root = await adminLogin(t);
    limited = (await adminWithRules(t, root, 'Readers', ['dashboard/index'])).token;
  });
  afterAll(() => t.close());

  const probes = [
    { name: 'an action the screen has', method: 'POST', url: `${API}/admin-group` },
    { name: 'an action the screen lacks', method: 'POST', url: `${API}/admin-log` },
    { name: 'a custom action that does not exist', method: 'POST', url: `${API}/config/purgeEverything` },
    { name: 'a delete the screen lacks', method: 'DELETE', url: `${API}/admin-log?ids=1` },
    { name: 'a screen that does not exist', method: 'GET', url: `${API}/no-such-screen` },
  ] as const;

  it('answers a caller without the rule the same 403 whether or not the action exists', async () => {
    const answers = await Promise.all(probes.map((p) => t.request({ method: p.method, url: p.url, token: limited, payload: p.method === 'POST' ? {} : undefined })));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, probes[i].name).toBe(403);
      expect(answer.json().msg, probes[i].name).toMatch(/^Permission .+ is required$/);
    }
  });

  it('tells a super administrator, who holds every rule, that an action does not exist', async () => {
    const [, missing, custom, del, screen] = await Promise.all(probes.map((p) => t.request({ method: p.method, url: p.url, token: root, payload: p.method === 'POST' ? {} : undefined })));
    for (const answer of [missing, custom, del, screen]) expect(answer.statusCode).toBe(404);
  });
});
