// Administrator login with spec §5's rules: an image code from the 3rd failure, a lock at the
// 10th. A failure is counted *before* the password is checked, by one conditional UPDATE, so
// parallel attempts each see their own count: at most three passwords are ever tried without a
// code, however many requests arrive at once. A success clears the count.
import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { consumeCaptcha } from '../../auth/captcha';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS, formatChinaTime } from '../../auth/login-service';
import { hashPassword, verifyPassword } from '../../auth/password';
import { issueSession, type IssuedSession } from '../../auth/session-service';

export interface AdminLoginInput {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export interface AdminLoginContent extends IssuedSession {
  admin: { id: number; username: string; nickname: string; avatar: string; lastLoginAt: number | null; lastLoginIp: string };
}

const decoyHash = hashPassword('decoy-password-never-matches');

function lockedError(until: number): AppError {
  return new AppError(403, 'auth.locked', { lockedUntil: until }, { until: formatChinaTime(until) });
}

/** Counts this attempt as a failure up front; returns the count including it. */
async function countAttempt(ctx: AppContext, adminId: number): Promise<number> {
  const row = await ctx.db
    .updateTable('admin')
    .set({ login_failures: sql<number>`login_failures + 1` })
    .where('id', '=', adminId)
    .returning('login_failures')
    .executeTakeFirstOrThrow();
  return row.login_failures;
}

export async function loginAdmin(ctx: AppContext, input: AdminLoginInput, ip: string): Promise<AdminLoginContent> {
  const admin = await ctx.db.selectFrom('admin').selectAll().where('username', '=', input.username).executeTakeFirst();
  if (!admin) {
    await verifyPassword(input.password, await decoyHash);
    throw new AppError(400, 'auth.badCredentials', { captchaRequired: false });
  }
  const now = ctx.now();
  if (admin.locked_until !== null && admin.locked_until > now) throw lockedError(admin.locked_until);
  if (admin.status !== 1) throw new AppError(403, 'auth.disabled');

  const attempt = await countAttempt(ctx, admin.id);
  if (attempt > CAPTCHA_AFTER_FAILURES) {
    if (!input.captchaId || !input.captcha) throw new AppError(400, 'auth.captchaRequired', { captchaRequired: true });
    if (!(await consumeCaptcha(ctx, input.captchaId, input.captcha))) throw new AppError(400, 'auth.captchaWrong', { captchaRequired: true });
  }
  if (!(await verifyPassword(input.password, admin.password_hash))) {
    if (attempt >= LOCK_AFTER_FAILURES) {
      const until = now + LOCK_MS;
      await ctx.db.updateTable('admin').set({ login_failures: 0, locked_until: until }).where('id', '=', admin.id).execute();
      throw lockedError(until);
    }
    throw new AppError(400, 'auth.badCredentials', {
      captchaRequired: attempt >= CAPTCHA_AFTER_FAILURES,
      remainingAttempts: LOCK_AFTER_FAILURES - attempt,
    });
  }
  await ctx.db
    .updateTable('admin')
    .set({ login_failures: 0, locked_until: null, last_login_at: now, last_login_ip: ip })
    .where('id', '=', admin.id)
    .execute();
  const session = await issueSession(ctx, admin.id, 'admin');
  return {
    ...session,
    admin: {
      id: admin.id,
      username: admin.username,
      nickname: admin.nickname,
      avatar: admin.avatar,
      lastLoginAt: admin.last_login_at,
      lastLoginIp: admin.last_login_ip,
    },
  };
}
