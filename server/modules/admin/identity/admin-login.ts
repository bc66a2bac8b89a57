// Administrator login with spec §5's rules, the same ones as the subscriber login (login-attempts.ts):
// counted before the password is checked, an image code from the 3rd failure, a lock at the 10th,
// and an unknown name answered exactly like a known one. A disabled administrator is told so only
// with the right password.
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { checkPassword, nameCounter, rowCounter } from '../../auth/login-attempts';
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

export async function loginAdmin(ctx: AppContext, input: AdminLoginInput, ip: string): Promise<AdminLoginContent> {
  const admin = await ctx.db.selectFrom('admin').selectAll().where('username', '=', input.username).executeTakeFirst();
  // Names that are no administrator count apart from members' names.
  const counter = admin ? rowCounter(ctx, 'admin', admin) : nameCounter(ctx, 'admin', input.username);
  await checkPassword(ctx, counter, input, admin?.password_hash ?? null);
  if (!admin) throw new AppError(400, 'auth.badCredentials');
  if (admin.status !== 1) throw new AppError(403, 'auth.disabled');
  const now = ctx.now();
  await ctx.db.updateTable('admin').set({ login_failures: 0, locked_until: null, last_login_at: now, last_login_ip: ip }).where('id', '=', admin.id).execute();
  const session = await issueSession(ctx, admin.id, 'admin');
  return {
    ...session,
    admin: { id: admin.id, username: admin.username, nickname: admin.nickname, avatar: admin.avatar, lastLoginAt: admin.last_login_at, lastLoginIp: admin.last_login_ip },
  };
}
