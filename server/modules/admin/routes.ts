// The administrator API under /chis_web/api/admin (docs/admin.md §3): login, session, the index
// (admin, menus, granted rules), the dashboard, the admin's own profile, each screen's schema, and
// one resource API for every crud screen. Every call but login/captcha/refresh authenticates an
// admin token and passes one authorisation step: the rule `<id>/<action>` (`authorize`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Label } from '../../../src/generated/schema-types';
import type { AppContext } from '../../context';
import { adminSessionOf, authenticateAdmin } from '../../http/auth';
import { authorize } from '../../http/authorize';
import { ruleName } from '../../../src/shared/crud/screen';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { localeOf } from '../../http/messages';
import { createCaptcha } from '../auth/captcha';
import { refreshBody } from '../auth/schemas';
import { refreshSession, revokeSession } from '../auth/session-service';
import { registerAdminLog } from './admin-log';
import { dashboardFigures } from './dashboard';
import { registerGrantableRules } from './grantable-rules';
import { registerUploadRoutes } from './upload/routes';
import { registerCardBatchDownload } from '../cards/download';
import { registerDesignerRoutes } from './designer/routes';
import type { ModuleInstaller } from './installer/installer';
import { registerInstallerRoutes } from './installer/routes';
import { remoteLabels } from './remote-labels';
import { loginAdmin, type AdminLoginInput } from './identity/admin-login';
import { adminSubject, type AdminSubject } from './identity/grants';
import { OPERATION_TITLES, screenActionTitle } from './log-title';
import { menuTree } from './menus';
import { profileBody, readProfile, updateProfile } from './profile';
import type { ScreenModel } from './registry/model';
import type { ScreenRegistry } from './registry/registry';
import { DASHBOARD_RULE } from './registry/rule-sync';
import { parseListParams, parseSelectParams } from './resource/list-query';
import { actionHandlers } from './resource/actions';
import { policies } from './resource/policies';
import { listRows, oneRow, selectOptions, type ReadScope, type Row } from './resource/read';
import { anyDb } from './resource/sql';
import { addRow, deleteRows, editRow, parseIds, sortRows, type WriteContext } from './resource/write';
import { parseKey } from './resource/values';
import { adminLoginBody } from '../auth/schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the admin log records as this write's title, in both languages (set by the handler). */
    adminAction: Label | null;
  }
}

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, registry: ScreenRegistry, installer: ModuleInstaller): void {
  const auth = authenticateAdmin(ctx);
  app.decorateRequest('adminAction', null);
  registerAdminLog(app, ctx);
  registerGrantableRules(app, ctx, auth, subjectOf);
  registerUploadRoutes(app, ctx, auth, subjectOf);
  registerCardBatchDownload(app, ctx, auth, subjectOf);
  registerInstallerRoutes(app, ctx, installer, registry, auth, subjectOf);

  /** The caller, resolved once per request, after the registry is fresh. */
  async function subjectOf(request: FastifyRequest): Promise<AdminSubject> {
    await registry.fresh();
    return adminSubject(ctx, adminSessionOf(request).userId);
  }

  /** The screen and the caller, after the one authorisation step for `<id>/<action>`. */
  async function authorised(request: FastifyRequest, id: string, action: string): Promise<{ model: ScreenModel; subject: AdminSubject }> {
    const subject = await subjectOf(request);
    // The rule first: a caller without it gets the same 403 whether or not the screen and action exist.
    authorize(subject, ruleName(id, action));
    const model = registry.screen(id);
    if (!model || model.screen.scope !== 'admin') throw new AppError(404, 'resource.unknownScreen', null, { id });
    if (!model.rules.has(action)) throw new AppError(404, 'resource.unknownAction', null, { id, action });
    request.adminAction = screenActionTitle(model, action);
    request.adminScreen = model;
    return { model, subject };
  }

  registerDesignerRoutes(app, ctx, registry, auth, authorised);

  const mask = (model: ScreenModel, row: Row) => policies[model.table]?.mask?.(row) ?? row;
  /** What the caller may read of a screen: the rows its table's policy lets them reach. */
  const readScope = async (model: ScreenModel, subject: AdminSubject): Promise<ReadScope> => ({
    ownerId: null,
    rows: (await policies[model.table]?.scope?.({ db: anyDb(ctx), subject })) ?? null,
  });
  const writer = (model: ScreenModel, subject: AdminSubject, request: FastifyRequest): WriteContext => ({
    ctx,
    model,
    subject,
    ownerId: null,
    policy: policies[model.table],
    screenOf: (id) => registry.screen(id),
    screens: () => registry.screens(),
    client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
  });

  app.get('/api/admin/captcha', { config: { rateLimit: 'adminCaptcha' } }, async () => ok(await createCaptcha(ctx, 'admin')));

  app.post('/api/admin/login', { schema: { body: adminLoginBody }, config: { rateLimit: 'adminLogin' } }, async (request) => {
    request.adminAction = OPERATION_TITLES.login;
    return ok(await loginAdmin(ctx, request.body as AdminLoginInput, request.ip));
  });

  app.post('/api/admin/refresh', { schema: { body: refreshBody } }, async (request) =>
    ok(await refreshSession(ctx, (request.body as { refreshToken: string }).refreshToken, 'admin')),
  );

  app.post('/api/admin/logout', { preHandler: auth }, async (request) => {
    request.adminAction = OPERATION_TITLES.logout;
    await revokeSession(ctx, adminSessionOf(request).sessionId, 'admin');
    return ok(null);
  });

  app.get('/api/admin/index', { preHandler: auth }, async (request) => {
    const subject = await subjectOf(request);
    const profile = await readProfile(ctx, subject.adminId);
    const names = await ctx.db.selectFrom('config').select(['name', 'value']).where('name', 'in', ['site_name', 'version']).execute();
    const config = Object.fromEntries(names.map((n) => [n.name, n.value]));
    return ok({
      admin: { ...profile, super: subject.isSuper },
      menus: await menuTree(ctx, subject),
      rules: subject.grants === '*' ? ['*'] : [...subject.grants].sort(),
      // An empty site name means the built-in bilingual one, which the back office fills in itself.
      siteConfig: { siteName: config.site_name || '', version: config.version || '' },
    });
  });

  app.get('/api/admin/dashboard', { preHandler: auth }, async (request) => {
    authorize(await subjectOf(request), `${DASHBOARD_RULE}/index`);
    return ok(await dashboardFigures(ctx));
  });

  app.get('/api/admin/profile', { preHandler: auth }, async (request) => ok(await readProfile(ctx, adminSessionOf(request).userId)));

  app.put('/api/admin/profile', { preHandler: auth, schema: { body: profileBody } }, async (request) => {
    request.adminAction = OPERATION_TITLES.profile;
    const session = adminSessionOf(request);
    await updateProfile(ctx, session, request.body as Record<string, string>);
    return ok(await readProfile(ctx, session.userId));
  });

  app.get<{ Params: { id: string } }>('/api/admin/schema/:id', { preHandler: auth }, async (request) => {
    const { model } = await authorised(request, request.params.id, 'index');
    return ok({ ...model.screen, ruleNames: Object.fromEntries(model.rules) });
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/admin/:id', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'index');
    const result = await listRows(ctx, model, parseListParams(model, request.query), await readScope(model, subject));
    const labels = await remoteLabels(model, result.list, ctx, { screenOf: (id) => registry.screen(id), scopeOf: (target) => readScope(target, subject), locale: localeOf(request) });
    return ok({ ...result, list: result.list.map((row) => mask(model, row)), labels });
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/admin/:id/select', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'select');
    return ok(await selectOptions(ctx, model, parseSelectParams(model, request.query), await readScope(model, subject), localeOf(request)));
  });

  app.get<{ Params: { id: string; key: string } }>('/api/admin/:id/:key', { preHandler: auth }, async (request) => {
    // One row is the info action's where the screen has one (a detail view), else part of index.
    const { id } = request.params;
    const { model, subject } = await authorised(request, id, registry.screen(id)?.rules.has('info') ? 'info' : 'index');
    return ok(mask(model, await oneRow(ctx, model, parseKey(model, request.params.key), await readScope(model, subject))));
  });

  app.post<{ Params: { id: string } }>('/api/admin/:id', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'add');
    return ok(await addRow(writer(model, subject, request), request.body));
  });

  app.put<{ Params: { id: string; key: string } }>('/api/admin/:id/:key', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'edit');
    await editRow(writer(model, subject, request), parseKey(model, request.params.key), request.body);
    return ok(null);
  });

  app.delete<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/admin/:id', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'del');
    return ok(await deleteRows(writer(model, subject, request), parseIds(model, request.query.ids)));
  });

  app.post<{ Params: { id: string } }>('/api/admin/:id/sortable', { preHandler: auth }, async (request) => {
    const { model, subject } = await authorised(request, request.params.id, 'sortable');
    await sortRows(writer(model, subject, request), request.body);
    return ok(null);
  });

  app.post<{ Params: { id: string; action: string } }>('/api/admin/:id/:action', { preHandler: auth }, async (request) => {
    const { id, action } = request.params;
    const { model, subject } = await authorised(request, id, action);
    const handler = actionHandlers[id]?.[action];
    if (!handler) throw new AppError(404, 'resource.unknownAction', null, { id, action });
    const call = { ctx, model, subject, body: request.body, locale: localeOf(request), screenOf: (screen: string) => registry.screen(screen), writer: (target: ScreenModel) => writer(target, subject, request) };
    return ok(await handler(call));
  });
}
