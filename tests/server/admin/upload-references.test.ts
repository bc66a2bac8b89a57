// An attachment a record still shows cannot be deleted (issue 22 item 6): the administrators' avatar
// is an image field, so deleting the picture an administrator wears is refused naming the
// administrator, and deleting it is allowed once no one wears it any more.
import { describe, expect, it } from 'vitest';
import { adminWithRules } from '../helpers/admin';
import { useAdminApp } from '../helpers/admin-app';
import { dialects } from '../helpers/app';
import { multipart, PNG } from '../helpers/multipart';

describe.each(dialects())('attachments in use (%s)', (dialect) => {
  const s = useAdminApp(dialect);

  it('refuses to delete the avatar an administrator wears, naming the administrator, and deletes it once unused', async () => {
    const uploaded = await s.t.request({ method: 'POST', url: '/chis_web/api/admin/upload', token: s.token, ...multipart('face.png', PNG, { topic: 'avatar' }) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { id, url } = uploaded.json().content as { id: number; url: string };
    const { adminId } = await adminWithRules(s.t, s.token, 'Wears', ['dashboard']);
    const wear = (avatar: string) => s.t.request({ method: 'PUT', url: `/chis_web/api/admin/admin/${adminId}`, token: s.token, payload: { avatar } });
    expect((await wear(url)).statusCode).toBe(200);
    const username = (await s.t.request({ method: 'GET', url: `/chis_web/api/admin/admin/${adminId}`, token: s.token })).json().content.username as string;

    const refused = await s.t.request({ method: 'DELETE', url: '/chis_web/api/admin/attachment', token: s.token, query: { ids: String(id) } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`Cannot delete: it is referenced by Administrators (admin) record ${username}`);

    expect((await wear('')).statusCode).toBe(200);
    const deleted = await s.t.request({ method: 'DELETE', url: '/chis_web/api/admin/attachment', token: s.token, query: { ids: String(id) } });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
