// Plans stay as set (issue 21 item 8): the product seeds the subscriber and trial plans once; after
// that their codes and areas are the administrators'. A start of the server and a trial application
// used to write the shipped codes back over an edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin } from '../helpers/admin';

const API = '/chis_web/api/admin';

describe.each(dialects())('plans stay as the administrators set them (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, null);
  });
  afterAll(() => t.close());

  it('keeps the trial plan’s edited codes and areas through a restart and a trial application', async () => {
    const token = await adminLogin(t);
    const groups = (await t.request({ method: 'GET', url: `${API}/user-group`, token })).json().content.list as { id: number; name: string; rules: string[] }[];
    const trial = groups.find((g) => g.name === 'trial')!;
    const edited = trial.rules.filter((code) => code !== 'RETAIL_MARKET_OVERVIEW');
    expect(edited.length).toBe(trial.rules.length - 1);
    const saved = await t.request({ method: 'PUT', url: `${API}/user-group/${trial.id}`, token, payload: { rules: edited, areas: ['广东'] } });
    expect(saved.statusCode, saved.body).toBe(200);

    // A restart: the same database opened by a new server, which seeds what is missing.
    const restarted = await buildApp(t.config, { now: () => t.clock.now, warehouse: null });
    await restarted.close();

    const applied = await t.request({
      method: 'POST',
      url: '/chis_web/api/v2/user/trial/apply',
      payload: { account: 'plankeeper', password: 'new-trial-1', name: '王五', email: 'wang@example.com', mobile: '13800138002', company: '某某医药', ...(await t.captcha()) },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    const after = (await t.request({ method: 'GET', url: `${API}/user-group/${trial.id}`, token })).json().content;
    expect(after.rules).toEqual(edited);
    expect(after.areas).toEqual(['广东']);
    // The applicant starts with the plan as it now stands.
    const members = (await t.request({ method: 'GET', url: `${API}/user?quickSearch=plankeeper`, token })).json().content.list as { username: string; areas: string[] }[];
    expect(members.find((m) => m.username === 'plankeeper')?.areas).toEqual(['广东']);
  });
});
