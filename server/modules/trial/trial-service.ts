// Trial application (/account-apply): a pending account in the trial group, licensed for the areas
// the trial plan gives its new members (as the demo trial account), plus a one-time confirmation
// link by mail that activates it. The route asks for an image code and limits applications per
// address and per mailbox; the link's token is mailed but kept masked in the outbox.
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ensureMemberGroups, planAreas } from '../auth/member-groups';
import { hashPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/secret-token';
import { sendMail } from '../mail/mail-service';

export const CONFIRM_TTL_MS = 24 * 3600_000;

export interface TrialApplication {
  account: string;
  password: string;
  name: string;
  email: string;
  mobile: string;
  company: string;
  position?: string;
}

export async function applyForTrial(ctx: AppContext, input: TrialApplication, origin: string): Promise<{ email: string }> {
  const taken = await ctx.db.selectFrom('app_user').select('id').where('username', '=', input.account).executeTakeFirst();
  if (taken) throw new AppError(409, 'trial.accountTaken');
  const groups = await ensureMemberGroups(ctx);
  const token = randomToken();
  await ctx.db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('app_user')
      .values({
        username: input.account,
        password_hash: await hashPassword(input.password),
        nickname: input.name,
        email: input.email,
        mobile: input.mobile,
        company: input.position ? `${input.company} / ${input.position}` : input.company,
        group_id: groups.trial,
        areas: await planAreas(tx, groups.trial),
        status: 'pending',
        created_at: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('mail_confirmation').values({ token_hash: hashToken(token), user_id: id, expires_at: ctx.now() + CONFIRM_TTL_MS }).execute();
  });
  await mailConfirmation(ctx, { token, name: input.name, account: input.account, email: input.email }, origin);
  return { email: input.email };
}

/** The confirmation link by mail (at application and when an administrator resends it). */
export async function mailConfirmation(ctx: AppContext, to: { token: string; name: string; account: string; email: string }, origin: string): Promise<void> {
  const { token, name, account } = to;
  const link = `${origin}/email-register-confirm?token=${encodeURIComponent(token)}`;
  await sendMail(ctx, {
    secrets: [token, encodeURIComponent(token)],
    to: to.email,
    subject: 'CHIS 试用账号确认 / Confirm your CHIS trial account',
    text: `${name}，您好：\n请在 24 小时内打开以下链接激活试用账号 ${account}：\n${link}\n\nHello ${name},\nopen this link within 24 hours to activate the trial account ${account}:\n${link}\n`,
  });
}

export async function confirmMail(ctx: AppContext, token: string): Promise<{ username: string }> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    // Consuming the link and reading it happen in one statement, so a link works exactly once.
    const consumed = await tx
      .updateTable('mail_confirmation')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!consumed) throw new AppError(400, 'trial.linkInvalid');
    const user = await tx
      .updateTable('app_user')
      .set({ status: 'active' })
      .where('id', '=', consumed.user_id)
      .returning('username')
      .executeTakeFirstOrThrow();
    return { username: user.username };
  });
}
