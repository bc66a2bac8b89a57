// The member API under /chis_web/api/member (docs/admin.md §8): the member centre's index (the
// member, the menu built from the member rules, the rules held), its overview and subscriptions,
// the password change, and the resource API over member screens (schemas/member, scope member).
// Every call authenticates a subscriber token and passes the one authorisation step against the
// member rules; every read and write of a member screen is limited to the caller's own rows by
// the resource service's owner scope (ownerId = the session's member, whatever the request names).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/auth';
import { authorize } from '../../http/authorize';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { ruleName } from '../../../src/shared/crud/screen';
import { changePassword } from '../auth/login-service';
import { updatePasswordBody } from '../auth/schemas';
import type { ScreenModel } from '../admin/registry/model';
import type { ScreenRegistry } from '../admin/registry/registry';
import { parseListParams } from '../admin/resource/list-query';
import { listRows, oneRow, type ReadScope } from '../admin/resource/read';
import { editRow, type WriteContext } from '../admin/resource/write';
import { parseKey } from '../admin/resource/values';
import { overview } from './overview';
import { memberRules } from './rules';
import { subscriptions } from './subscriptions';
import { registerMemberUploadRoute } from './upload-route';

export async function registerMemberRoutes(app: FastifyInstance, ctx: AppContext, registry: ScreenRegistry): Promise<void> {
  const auth = authenticate(ctx);

  /** The member after the one authorisation step for `rule`. */
  async function authorised(request: FastifyRequest, rule: string): Promise<number> {
    const { userId } = sessionOf(request);
    authorize((await memberRules(ctx)).subject, rule);
    return userId;
  }

  /** A member screen and its owner, after the rule `<id>/<action>`; admin screens are unknown here. */
  async function screen(request: FastifyRequest, id: string, action: string): Promise<{ model: ScreenModel; scope: ReadScope }> {
    await registry.fresh();
    const userId = await authorised(request, ruleName(id, action));
    const model = registry.screen(id);
    if (!model || model.screen.scope !== 'member') throw new AppError(404, 'resource.unknownScreen', null, { id });
    if (!model.rules.has(action)) throw new AppError(404, 'resource.unknownAction', null, { id, action });
    return { model, scope: { ownerId: userId } };
  }

  const writer = (model: ScreenModel, ownerId: number): WriteContext => ({
    ctx,
    model,
    subject: null,
    ownerId,
    policy: undefined,
    screenOf: (id) => registry.screen(id),
    screens: () => registry.screens(),
  });

  app.get('/api/member/index', { preHandler: auth }, async (request) => {
    const { userId } = sessionOf(request);
    const [rules, member] = await Promise.all([
      memberRules(ctx),
      ctx.db.selectFrom('app_user').select(['id', 'username', 'nickname', 'email', 'mobile']).where('id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const names = rules.subject.grants === '*' ? ['*'] : [...rules.subject.grants].sort();
    return ok({ member, menus: rules.menus, rules: names });
  });

  registerMemberUploadRoute(app, ctx, auth);

  app.get('/api/member/overview', { preHandler: auth }, async (request) => ok(await overview(ctx, await authorised(request, 'overview'))));

  app.get('/api/member/subscriptions', { preHandler: auth }, async (request) => ok(await subscriptions(ctx, await authorised(request, 'subscriptions'))));

  // The subscriber's password change (/sys/user/updatePassword) under the member rules: it ends the member's other sessions.
  app.put('/api/member/password', { preHandler: auth, schema: { body: updatePasswordBody }, config: { rateLimit: 'changePassword' } }, async (request) => {
    const userId = await authorised(request, 'password');
    const { oldPassword, newPassword } = request.body as { oldPassword: string; newPassword: string };
    await changePassword(ctx, userId, sessionOf(request).sessionId, oldPassword, newPassword);
    return ok(null);
  });

  app.get<{ Params: { id: string } }>('/api/member/schema/:id', { preHandler: auth }, async (request) => {
    const { model } = await screen(request, request.params.id, 'index');
    return ok({ ...model.screen, ruleNames: Object.fromEntries(model.rules) });
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/member/:id', { preHandler: auth }, async (request) => {
    const { model, scope } = await screen(request, request.params.id, 'index');
    return ok({ ...(await listRows(ctx, model, parseListParams(model, request.query), scope)), labels: {} });
  });

  app.get<{ Params: { id: string; key: string } }>('/api/member/:id/:key', { preHandler: auth }, async (request) => {
    const { model, scope } = await screen(request, request.params.id, 'index');
    return ok(await oneRow(ctx, model, parseKey(model, request.params.key), scope));
  });

  app.put<{ Params: { id: string; key: string } }>('/api/member/:id/:key', { preHandler: auth }, async (request) => {
    const { model, scope } = await screen(request, request.params.id, 'edit');
    await editRow(writer(model, scope.ownerId!), parseKey(model, request.params.key), request.body);
    return ok(null);
  });
}
