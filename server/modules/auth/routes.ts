// Auth routes of the spec's call table (§7) plus captcha and token refresh.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createCaptcha } from './captcha';
import { consumeLegacyToken, createLegacyToken, LEGACY_TOKEN_TTL_S, legacySecret } from './legacy-token';
import { assertActive, changePassword, completeLogin, loginWithPassword, type LoginInput } from './login-service';
import { permissionOptions } from './options-service';
import { codesOf, permissionList } from './permission-service';
import { loginBody, refreshBody, tokenBody, updatePasswordBody } from './schemas';
import { refreshSession, revokeSession } from './session-service';
import { AppError } from '../../http/errors';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = authenticate(ctx);

  app.post('/api/v2/user/login', { schema: { body: loginBody }, config: { rateLimit: 'login' } }, async (request) =>
    ok(await loginWithPassword(ctx, request.body as LoginInput, request.ip)),
  );

  app.get('/api/v2/user/captcha', { config: { rateLimit: 'captcha' } }, async () => ok(await createCaptcha(ctx, 'member')));

  app.post('/api/v2/user/token/refresh', { schema: { body: refreshBody } }, async (request) =>
    ok(await refreshSession(ctx, (request.body as { refreshToken: string }).refreshToken)),
  );

  app.post('/api/v2/user/logout', { preHandler: auth }, async (request) => {
    await revokeSession(ctx, sessionOf(request).sessionId);
    return ok(null);
  });

  app.post(
    '/api/v2/user/old/login',
    { schema: { body: tokenBody }, config: { rateLimit: 'legacyLogin' } },
    async (request) => {
      const account = await consumeLegacyToken(ctx, (request.body as { token: string }).token);
      const user = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', account).executeTakeFirst();
      if (!user) throw new AppError(401, 'auth.legacyInvalid');
      assertActive(user, ctx.now());
      return ok(await completeLogin(ctx, user, request.ip));
    },
  );

  app.get('/api/v2/user/permissions', { preHandler: auth }, async (request) => {
    const { userId, sessionId } = sessionOf(request);
    const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const codes = await codesOf(ctx, userId);
    const expires = Math.floor(ctx.now() / 1000) + LEGACY_TOKEN_TTL_S;
    return ok({
      userId: user.id,
      username: user.username,
      nickName: user.nickname,
      email: user.email,
      permissions: permissionList(codes),
      // Bound to this session: it opens the legacy system once, and never after a logout.
      oldChisToken: ctx.config.legacyTokenSecret ? createLegacyToken(user.username, expires, legacySecret(ctx), sessionId) : null,
      newVersionPopped: user.new_version_popped === 1,
      yunLingPopped: user.yun_ling_popped === 1,
    });
  });

  // The call spec §7 leaves open: the member dismissed the new-version popup. Kept on the member's
  // row (not in one browser), so it does not come back in another browser or after a reload.
  app.post('/api/v2/user/new-version-popped', { preHandler: auth }, async (request) => {
    await ctx.db.updateTable('app_user').set({ new_version_popped: 1 }).where('id', '=', sessionOf(request).userId).execute();
    return ok({ newVersionPopped: true });
  });

  app.get('/api/v2/user/permissions/options', { preHandler: auth }, async (request) =>
    ok(await permissionOptions(ctx, sessionOf(request).userId)),
  );

  app.put(
    '/sys/user/updatePassword',
    {
      schema: { body: updatePasswordBody },
      preHandler: auth,
      // Wrong old passwords per member and per address (after `auth`: the member is known).
      config: { rateLimit: 'changePassword' },
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body as { oldPassword: string; newPassword: string };
      const { userId, sessionId } = sessionOf(request);
      await changePassword(ctx, userId, sessionId, oldPassword, newPassword);
      return ok(null);
    },
  );
}
