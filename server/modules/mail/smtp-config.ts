// SMTP settings live in the `config` table (group "mail" of schemas/config/mail.json, admin-editable).
// The password item is secret by definition: it is read here to send mail and never returned by
// any API.
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

/** The SMTP settings held by config item values (by item name). */
export function smtpSettings(values: Readonly<Record<string, string>>): SmtpConfig {
  const get = (name: string) => values[name] ?? '';
  return {
    server: get('smtp_server'),
    port: Number(get('smtp_port')) || 465,
    user: get('smtp_user'),
    pass: get('smtp_pass'),
    verification: get('smtp_verification'),
    sender: get('smtp_sender_mail') || get('smtp_user'),
  };
}

/** The stored mail items' values by name. */
export async function storedMailValues(ctx: AppContext): Promise<Record<string, string>> {
  const rows = await ctx.db.selectFrom('config').select(['name', 'value']).where('group', '=', 'mail').execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The SMTP settings, or null when no server is configured (mail then waits in the outbox). */
export async function readSmtpConfig(ctx: AppContext): Promise<SmtpConfig | null> {
  const smtp = smtpSettings(await storedMailValues(ctx));
  return smtp.server ? smtp : null;
}
