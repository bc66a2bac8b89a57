// A member's avatar upload (issue 22 item 6): POST /api/member/upload takes a subscriber token, goes
// through the admin upload service under the same policy, keeps to images in the `avatar` topic
// whatever the body asks, and records the member on the attachment row.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';
import { multipart, PNG } from '../helpers/multipart';

const UPLOAD = '/chis_web/api/member/upload';

describe.each(dialects())('member upload (%s)', (dialect) => {
  const s = useAdminApp(dialect);
  let demo: { id: number; token: string };

  beforeAll(async () => {
    const t = s.t;
    const token = await t.login('demo', 'chis-demo-2026');
    const index = await t.request({ method: 'GET', url: '/chis_web/api/member/index', token });
    demo = { id: index.json().content.member.id as number, token };
  });

  const upload = (token: string | undefined, filename: string, content: Buffer, fields: Record<string, string> = {}) =>
    s.t.request({ method: 'POST', url: UPLOAD, ...(token ? { token } : {}), ...multipart(filename, content, fields) });

  it('stores the member’s image under avatar, whatever topic the body names, and records the member', async () => {
    const res = await upload(demo.token, 'me.png', PNG, { topic: 'brand' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().content;
    expect(answer).toEqual({ url: expect.stringMatching(/^\/chis_web\/uploads\/avatar\/\d{8}\/me[0-9a-f]{40}\.png$/), name: 'me.png', mimetype: 'image/png', size: PNG.length, width: 2, height: 3 });

    const rows = await s.t.request({ method: 'GET', url: '/chis_web/api/admin/attachment', token: s.token, query: { search: JSON.stringify([{ field: 'url', operator: 'contains', value: answer.url }]) } });
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json().content.list).toEqual([expect.objectContaining({ topic: 'avatar', user_id: demo.id, admin_id: 0 })]);
    expect((await s.t.request({ method: 'GET', url: answer.url })).statusCode).toBe(200);
  });

  it('takes images only, even a type the policy allows administrators', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const db = s.appDb.db;
    const before = await db.selectFrom('config').select(['name', 'value']).where('name', 'in', ['upload_suffixes', 'upload_mime_types']).execute();
    await db.updateTable('config').set({ value: 'png, pdf' }).where('name', '=', 'upload_suffixes').execute();
    await db.updateTable('config').set({ value: 'image/png, application/pdf' }).where('name', '=', 'upload_mime_types').execute();
    try {
      const byAdmin = await s.t.request({ method: 'POST', url: '/chis_web/api/admin/upload', token: s.token, ...multipart('doc.pdf', pdf) });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const byMember = await upload(demo.token, 'doc.pdf', pdf);
      expect(byMember.statusCode).toBe(400);
      expect(byMember.json().msg).toBe('This type of file may not be uploaded: application/pdf');
    } finally {
      for (const row of before) await db.updateTable('config').set({ value: row.value }).where('name', '=', row.name).execute();
    }
  });

  it('answers only to a subscriber token: none and an administrator’s are refused', async () => {
    expect((await upload(undefined, 'me.png', PNG)).statusCode).toBe(401);
    expect((await upload(await adminLogin(s.t), 'me.png', PNG)).statusCode).toBe(401);
  });
});
