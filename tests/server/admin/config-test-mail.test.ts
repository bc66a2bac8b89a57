// Issue 22 item 7, test mail: the config screen's sendTestMail action sends through the settings
// as typed in the form (saved or not, a blank password meaning the stored one) to a real SMTP
// server started here, and a wrong password answers the mailer's error, with the password in no
// answer and no operation-log row.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';

const API = '/chis_web/api/admin';
const USER = 'mailer';
const PASSWORD = 'Smtp-Right-Pa55';
const WRONG = 'Smtp-Wrong-Pa55';

interface Received {
  to: string[];
  data: string;
}

/** A plain-text SMTP server that accepts USER with PASSWORD only and keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe.each(dialects())('config: test mail (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const typed = () => ({ smtp_server: '127.0.0.1', smtp_port: smtp.port, smtp_user: USER, smtp_verification: 'none', smtp_sender_mail: 'chis@example.com' });
  const send = (payload: object, as = token) => t.request({ method: 'POST', url: `${API}/config/sendTestMail`, token: as, payload });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, null);
    token = await adminLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends through the settings as typed, before they are saved', async () => {
    const res = await send({ testMail: 'ops@example.com', ...typed(), smtp_pass: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(PASSWORD);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['ops@example.com']);
    expect(smtp.received[0].data).toContain('From: chis@example.com');
    // Nothing was saved: the stored server is still blank.
    expect((await t.request({ method: 'GET', url: `${API}/config/smtp_server`, token })).json().content.value).toBe('');
  });

  it('answers the mailer error for a wrong password, without the password', async () => {
    const res = await send({ testMail: 'ops@example.com', ...typed(), smtp_pass: WRONG });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^The test mail was not sent: .*(Invalid|535)/);
    expect(res.body).not.toContain(WRONG);
    expect(smtp.received).toHaveLength(1);
  });

  it('takes a blank password as the stored one', async () => {
    expect((await t.request({ method: 'PUT', url: `${API}/config/smtp_pass`, token, payload: { value: PASSWORD } })).statusCode).toBe(200);
    const res = await send({ testMail: 'second@example.com', ...typed(), smtp_pass: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received.at(-1)?.to).toEqual(['second@example.com']);
    expect(res.body).not.toContain(PASSWORD);
  });

  it('refuses a wrong address and fields that are not mail settings (400 naming the field)', async () => {
    const bad = await send({ testMail: 'not-an-address', ...typed() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^testMail: /);
    const other = await send({ testMail: 'ops@example.com', ...typed(), site_name: 'x' });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toMatch(/^site_name: /);
    expect((await send({ testMail: 'ops@example.com', ...typed(), smtp_port: { x: 1 } })).statusCode).toBe(400);
  });

  it('keeps every password out of the operation log', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/admin-log?limit=200`, token });
    expect(res.statusCode).toBe(200);
    const rows = JSON.stringify(res.json().content.list);
    expect(rows).toContain('sendTestMail');
    expect(rows).not.toContain(PASSWORD);
    expect(rows).not.toContain(WRONG);
  });

  it('needs the rule config/sendTestMail, and the schema offers the button only with it', async () => {
    const reader = await adminWithRules(t, token, 'config reader', ['config/index']);
    expect((await send({ testMail: 'ops@example.com', ...typed(), smtp_pass: PASSWORD }, reader.token)).statusCode).toBe(403);
    const schema = (await t.request({ method: 'GET', url: `${API}/schema/config`, token })).json().content;
    expect(schema.ruleNames).toHaveProperty('sendTestMail', 'config/sendTestMail');
  });
});
