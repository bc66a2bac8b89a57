// Uploads (issue 22 item 6): a file goes through POST /api/admin/upload under the upload policy of
// the configuration (type sniffed from the content, suffix and size), is stored once per content and
// topic, and is served from our own origin with headers that never let it run as a page.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app';
import { useAdminApp } from '../helpers/admin-app';
import { exe, multipart, PNG } from '../helpers/multipart';
import { noteScreen } from '../helpers/registry';

const UPLOAD = '/chis_web/api/admin/upload';

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(folder, name)).isFile());
  } catch {
    return [];
  }
}

describe.each(dialects())('uploads (%s)', (dialect) => {
  const s = useAdminApp(dialect);
  const upload = (filename: string, content: Buffer, fields: Record<string, string> = {}) =>
    s.t.request({ method: 'POST', url: UPLOAD, token: s.token, ...multipart(filename, content, fields) });
  const uploadsDir = () => join(s.t.config.dataDir, 'uploads');
  const tempDir = () => join(s.t.config.dataDir, 'uploads-tmp');

  it('stores a PNG with its sniffed type and size, and serves it as an image from our origin', async () => {
    const res = await upload('logo.png', PNG, { topic: 'brand' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().content;
    expect(row).toMatchObject({ topic: 'brand', name: 'logo.png', mimetype: 'image/png', width: 2, height: 3, size: PNG.length, quote: 1, storage: 'local' });
    expect(row.url).toMatch(/^\/chis_web\/uploads\/brand\/\d{8}\/logo[0-9a-f]{40}\.png$/);
    expect(row.admin_id).toBeGreaterThan(0);

    const served = await s.t.request({ method: 'GET', url: encodeURI(row.url) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('stores the same content under the same topic once, counting the upload', async () => {
    const first = (await upload('a.png', PNG, { topic: 'twice' })).json().content;
    const before = filesUnder(join(uploadsDir(), 'twice'));
    s.t.clock.advance(1000);
    const again = await upload('b.png', PNG, { topic: 'twice' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().content).toMatchObject({ id: first.id, url: first.url, quote: 2, last_upload_at: first.last_upload_at + 1000 });
    expect(filesUnder(join(uploadsDir(), 'twice'))).toEqual(before);
    expect(before).toHaveLength(1);
  });

  it('refuses a PNG named .exe and an executable named .png, storing nothing', async () => {
    const stored = filesUnder(uploadsDir()).length;
    const renamedPng = await upload('setup.exe', PNG);
    expect(renamedPng.statusCode).toBe(400);
    expect(renamedPng.json().msg).toBe('This type of file may not be uploaded: .exe');
    const renamedExe = await upload('photo.png', exe());
    expect(renamedExe.statusCode).toBe(400);
    expect(renamedExe.json().msg).toBe('This type of file may not be uploaded: application/x-msdownload');
    expect(filesUnder(uploadsDir())).toHaveLength(stored);
    expect(filesUnder(tempDir())).toEqual([]);
  });

  it('refuses content that contradicts an allowed suffix', async () => {
    const res = await upload('photo.jpg', PNG);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The file content (image/png) does not match its suffix .jpg');
  });

  /** Sets configuration items for one test, then puts the old values back. */
  async function withConfig(values: Record<string, string>, run: () => Promise<void>): Promise<void> {
    const db = s.appDb.db;
    const before = await db.selectFrom('config').select(['name', 'value']).where('name', 'in', Object.keys(values)).execute();
    for (const [name, value] of Object.entries(values)) await db.updateTable('config').set({ value }).where('name', '=', name).execute();
    try {
      await run();
    } finally {
      for (const row of before) await db.updateTable('config').set({ value: row.value }).where('name', '=', row.name).execute();
    }
  }

  it('takes the allowed types from the configuration, and sends text as a download, never inline', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const refused = await upload('notes.txt', script);
    expect(refused.json().msg).toBe('This type of file may not be uploaded: .txt');
    await withConfig({ upload_suffixes: 'png, txt', upload_mime_types: 'image/png,text/plain' }, async () => {
      const res = await upload('notes.txt', script);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content.mimetype).toBe('text/plain');
      const served = await s.t.request({ method: 'GET', url: res.json().content.url });
      expect(served.headers['content-type']).toMatch(/^text\/plain/);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    });
  });

  it('keeps to the size of the policy as configured, in bytes', async () => {
    await withConfig({ upload_max_size: '100' }, async () => {
      const res = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(100)]));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('The file is larger than allowed: at most 100 B');
      expect(filesUnder(tempDir())).toEqual([]);
      expect((await upload('fits.png', PNG, { topic: 'small' })).statusCode).toBe(200);
    });
  });

  it('answers incomplete data, a bad topic and a missing token as the caller’s mistakes', async () => {
    const noFile = await s.t.request({ method: 'POST', url: UPLOAD, token: s.token, payload: { file: 'x' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('The upload is incomplete: no whole file was received; please upload again');
    const empty = await upload('empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const topic = await upload('a.png', PNG, { topic: '../etc' });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().msg).toMatch(/^topic: only lower-case letters/);
    const anonymous = await s.t.request({ method: 'POST', url: UPLOAD, ...multipart('a.png', PNG) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only files an attachment row records', async () => {
    expect((await s.t.request({ method: 'GET', url: '/chis_web/uploads/../app.sqlite' })).statusCode).toBe(404);
    expect((await s.t.request({ method: 'GET', url: '/chis_web/uploads/nothing/here.png' })).statusCode).toBe(404);
  });

  it('keeps upload as the route: a screen named upload is refused', async () => {
    await expect(s.t.app.adminRegistry.store('designer', [noteScreen('upload', 'ext_upload_note')])).rejects.toMatchObject({ code: 400, content: { problems: expect.arrayContaining([expect.stringContaining('"upload" is reserved')]) } });
  });
});
