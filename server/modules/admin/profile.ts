// The signed-in administrator's own account: what they see of it and what they may change
// themselves. A new password needs the current one and ends their other sessions; wrong current
// passwords are limited per administrator like a subscriber's (a stolen session guesses no password).
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { countedAttempt, RATE_RULES } from '../../http/rate-limit';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../../src/shared/validation';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordSchema } from '../auth/schemas';
import { revokeAllSessions, type ActiveSession } from '../auth/session-service';

export const profileBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    nickname: { type: 'string', minLength: 1, maxLength: 50 },
    avatar: { type: 'string', maxLength: 255 },
    email: { anyOf: [{ const: '' }, { type: 'string', maxLength: 100, pattern: EMAIL_PATTERN.source }] },
    mobile: { anyOf: [{ const: '' }, { type: 'string', pattern: MOBILE_PATTERN.source }] },
    motto: { type: 'string', maxLength: 255 },
    password: { anyOf: [{ const: '' }, passwordSchema] },
    oldPassword: passwordSchema,
  },
} as const;

export async function readProfile(ctx: AppContext, adminId: number) {
  const admin = await ctx.db.selectFrom('admin').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
  return {
    id: admin.id,
    username: admin.username,
    nickname: admin.nickname,
    avatar: admin.avatar,
    email: admin.email,
    mobile: admin.mobile,
    motto: admin.motto,
    lastLoginAt: admin.last_login_at,
    lastLoginIp: admin.last_login_ip,
  };
}

export async function updateProfile(ctx: AppContext, session: ActiveSession, body: Record<string, string>): Promise<void> {
  const { password, oldPassword, ...fields } = body;
  const changes: Record<string, string | number> = { ...fields, updated_at: ctx.now() };
  if (password) {
    const admin = await ctx.db.selectFrom('admin').select('password_hash').where('id', '=', session.userId).executeTakeFirstOrThrow();
    await countedAttempt(ctx, RATE_RULES.adminPasswordPerAdmin, `a${session.userId}`, async () => {
      if (!oldPassword || !(await verifyPassword(oldPassword, admin.password_hash))) throw new AppError(400, 'auth.oldPasswordWrong');
    });
    changes.password_hash = await hashPassword(password);
  }
  await ctx.db.updateTable('admin').set(changes).where('id', '=', session.userId).execute();
  if (password) await revokeAllSessions(ctx, session.userId, 'admin', session.sessionId);
}
