// Auth routes of the spec's call table (§7) plus captcha and token refresh.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { createCaptcha } from './captcha';
import { createLegacyToken, LEGACY_TOKEN_TTL_S, verifyLegacyToken } from './legacy-token';
import { assertActive, changePassword, completeLogin, loginWithPassword, type LoginInput } from './login-service';
import { permissionOptions } from './options-service';
import { codesOf, permissionList } from './permission-service';
import { loginBody, refreshBody, tokenBody, updatePasswordBody } from './schemas';
import { refreshSession, revokeSession } from './session-service';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = authenticate(ctx);

  app.post('/api/v2/user/login', { schema: { body: loginBody } }, async (request) =>
    ok(await loginWithPassword(ctx, request.body as LoginInput, request.ip)),
  );

  app.get('/api/v2/user/captcha', async () => ok(await createCaptcha(ctx)));

  app.post('/api/v2/user/token/refresh', { schema: { body: refreshBody } }, async (request) =>
    ok(await refreshSession(ctx, (request.body as { refreshToken: string }).refreshToken)),
  );

  app.post('/api/v2/user/logout', { preHandler: auth }, async (request) => {
    await revokeSession(ctx, sessionOf(request).sessionId);
    return ok(null);
  });

  app.post('/api/v2/user/old/login', { schema: { body: tokenBody } }, async (request) => {
    const { token } = request.body as { token: string };
    const account = verifyLegacyToken(token, ctx.config.legacyTokenSecret, ctx.now());
    if (!account) throw new AppError(401, 'auth.legacyInvalid');
    const user = await ctx.db.selectFrom('app_user').selectAll().where('username', '=', account).executeTakeFirst();
    if (!user) throw new AppError(401, 'auth.legacyInvalid');
    assertActive(user, ctx.now());
    return ok(await completeLogin(ctx, user, request.ip));
  });

  app.get('/api/v2/user/permissions', { preHandler: auth }, async (request) => {
    const { userId } = sessionOf(request);
    const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const codes = await codesOf(ctx, userId);
    return ok({
      userId: user.id,
      username: user.username,
      nickName: user.nickname,
      email: user.email,
      permissions: permissionList(codes),
      oldChisToken: createLegacyToken(user.username, Math.floor(ctx.now() / 1000) + LEGACY_TOKEN_TTL_S, ctx.config.legacyTokenSecret),
      newVersionPopped: user.new_version_popped === 1,
      yunLingPopped: user.yun_ling_popped === 1,
    });
  });

  app.get('/api/v2/user/permissions/options', { preHandler: auth }, async (request) =>
    ok(await permissionOptions(ctx, sessionOf(request).userId)),
  );

  app.put('/sys/user/updatePassword', { preHandler: auth, schema: { body: updatePasswordBody } }, async (request) => {
    const { oldPassword, newPassword } = request.body as { oldPassword: string; newPassword: string };
    await changePassword(ctx, sessionOf(request).userId, oldPassword, newPassword);
    return ok(null);
  });
}
