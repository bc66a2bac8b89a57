// Every mail is first written to `mail_outbox`, then sent through nodemailer when SMTP is
// configured. Without SMTP it stays "queued" for an admin to read; a send failure is recorded
// with the mailer's error. Nothing is ever dropped silently. Secrets a mail carries (a confirmation
// link's token) are sent but never stored: the outbox keeps them masked.
import nodemailer from 'nodemailer';
import type { AppContext } from '../../context';
import { readSmtpConfig, type SmtpConfig } from './smtp-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Parts of `text` (tokens) that are sent but stored masked in the outbox. */
  secrets?: string[];
}

export const MASK = '[masked]';

/** The text with every secret replaced by the mask. */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((secret) => secret.length > 0).reduce((masked, secret) => masked.split(secret).join(MASK), text);
}

/** Sends one mail through the given SMTP settings (throws the mailer's error). */
export async function deliver(smtp: SmtpConfig, mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.server,
    port: smtp.port,
    secure: smtp.verification === 'SSL',
    requireTLS: smtp.verification === 'TLS',
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
  });
  try {
    await transport.sendMail({ from: smtp.sender, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
}

export async function sendMail(ctx: AppContext, mail: OutgoingMail): Promise<{ id: number; status: string }> {
  ctx.mailTap?.({ to: mail.to, subject: mail.subject, text: mail.text });
  const { id } = await ctx.db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: maskSecrets(mail.text, mail.secrets), status: 'queued', created_at: ctx.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const smtp = await readSmtpConfig(ctx);
  if (!smtp) return { id, status: 'queued' };
  try {
    await deliver(smtp, mail);
    await ctx.db.updateTable('mail_outbox').set({ status: 'sent', sent_at: ctx.now() }).where('id', '=', id).execute();
    return { id, status: 'sent' };
  } catch (error) {
    const message = maskSecrets(error instanceof Error ? error.message : String(error), mail.secrets);
    await ctx.db.updateTable('mail_outbox').set({ status: 'failed', error: message }).where('id', '=', id).execute();
    return { id, status: 'failed' };
  }
}
