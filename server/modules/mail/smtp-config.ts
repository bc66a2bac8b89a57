// SMTP settings live in the `config` table (group "mail", admin-editable). The password row is
// flagged secret: it is read here to send mail and never returned by any API.
import type { AppContext } from '../../context';

export interface SmtpConfig {
  server: string;
  port: number;
  user: string;
  pass: string;
  /** SSL (implicit TLS) | TLS (STARTTLS) | none */
  verification: string;
  sender: string;
}

export const MAIL_CONFIG_DEFAULTS: { name: string; value: string; secret: number }[] = [
  { name: 'smtp_server', value: '', secret: 0 },
  { name: 'smtp_port', value: '465', secret: 0 },
  { name: 'smtp_user', value: '', secret: 0 },
  { name: 'smtp_pass', value: '', secret: 1 },
  { name: 'smtp_verification', value: 'SSL', secret: 0 },
  { name: 'smtp_sender_mail', value: '', secret: 0 },
];

export async function seedMailConfig(ctx: AppContext): Promise<void> {
  for (const item of MAIL_CONFIG_DEFAULTS) {
    await ctx.db
      .insertInto('config')
      .values({ ...item, group: 'mail' })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

/** The SMTP settings, or null when no server is configured (mail then waits in the outbox). */
export async function readSmtpConfig(ctx: AppContext): Promise<SmtpConfig | null> {
  const rows = await ctx.db.selectFrom('config').select(['name', 'value']).where('group', '=', 'mail').execute();
  const get = (name: string) => rows.find((r) => r.name === name)?.value ?? '';
  if (!get('smtp_server')) return null;
  return {
    server: get('smtp_server'),
    port: Number(get('smtp_port')) || 465,
    user: get('smtp_user'),
    pass: get('smtp_pass'),
    verification: get('smtp_verification'),
    sender: get('smtp_sender_mail') || get('smtp_user'),
  };
}
