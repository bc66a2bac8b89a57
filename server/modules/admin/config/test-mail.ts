// The config screen's custom action sendTestMail (rule config/sendTestMail): sends one mail through
// the mail settings AS TYPED in the form, saved or not, so an administrator tries settings before
// storing them. A blank password means the stored one (the form never receives it). A failure
// answers the mailer's own error with every password it could carry masked; the password is in no
// answer, and the operation log masks it by its name (smtp_pass).
import { EMAIL_PATTERN } from '../../../../src/shared/validation';
import { AppError } from '../../../http/errors';
import { localize } from '../../../http/messages';
import { deliver, maskSecrets } from '../../mail/mail-service';
import { smtpSettings, storedMailValues } from '../../mail/smtp-config';
import type { ActionCall } from '../resource/actions';
import { fieldError } from '../resource/values';
import { configGroups } from './groups';

const MAIL_GROUP = 'mail';
const SCALAR = new Set(['string', 'number']);

/** The typed mail settings of the body by item name: only the mail group's items, each a string or a number. */
function typedSettings(body: Record<string, unknown>): Record<string, string> {
  const names = new Set(configGroups().find((group) => group.id === MAIL_GROUP)?.fields.map((field) => field.key) ?? []);
  const typed: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'testMail') continue;
    if (!names.has(key)) throw fieldError(key, 'field.unknown');
    if (value === null || value === undefined) continue;
    if (!SCALAR.has(typeof value)) throw fieldError(key, 'field.text');
    typed[key] = String(value);
  }
  return typed;
}

export async function sendTestMail({ ctx, body }: ActionCall): Promise<{ to: string }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fieldError('testMail', 'field.required');
  const { testMail } = body as { testMail?: unknown };
  if (typeof testMail !== 'string' || testMail.trim() === '') throw fieldError('testMail', 'field.required');
  if (testMail.length > 255 || !EMAIL_PATTERN.test(testMail)) throw fieldError('testMail', 'field.rule', { rule: 'email' });
  const typed = typedSettings(body as Record<string, unknown>);
  const stored = await storedMailValues(ctx);
  if (!typed.smtp_pass) delete typed.smtp_pass;
  const smtp = smtpSettings({ ...stored, ...typed });
  if (!smtp.server) throw fieldError('smtp_server', 'field.required');
  const site = (await ctx.db.selectFrom('config').select('value').where('name', '=', 'site_name').executeTakeFirst())?.value || 'CHIS';
  const both = (key: 'config.testMailSubject' | 'config.testMailBody') => `${localize(key, 'zh-cn', { site })} / ${localize(key, 'en', { site })}`;
  try {
    await deliver(smtp, { to: testMail, subject: both('config.testMailSubject'), text: both('config.testMailBody') });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError(400, 'config.testMailFailed', null, { error: maskSecrets(message, [smtp.pass, stored.smtp_pass ?? '']).slice(0, 500) });
  }
  return { to: testMail };
}
