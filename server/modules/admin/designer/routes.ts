// The CRUD designer's API: actions of the crud-log screen, each authorised by its rule
// `crud-log/<action>` through the one authorize() (docs/admin.md, "The CRUD designer"). Reading what
// a design can start from (presets, tables, columns) is part of designing: the preview rule.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { DesignPreview } from '../../../../src/shared/crud/designer';
import { FIELD_PRESETS } from '../../../../src/shared/crud/field-presets';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { localeOf } from '../../../http/messages';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import type { ScreenRegistry } from '../registry/registry';
import { applyDesign, designerOf, type DesignerContext } from './apply';
import { designedColumns, designedTables } from './catalogue';
import { planDesign } from './plan';
import { designInput, referenceInput } from './inputs';
import { removeDesignedScreen, restoreDesignedScreen } from './screens';
import { registerDesignTransfer } from './transfer-routes';

export const DESIGNER_SCREEN = 'crud-log';
const API = `/api/admin/${DESIGNER_SCREEN}`;

export type Authorised = (request: FastifyRequest, id: string, action: string) => Promise<{ model: ScreenModel; subject: AdminSubject }>;

export function registerDesignerRoutes(app: FastifyInstance, ctx: AppContext, registry: ScreenRegistry, auth: preHandlerHookHandler, authorised: Authorised): void {
  const context: DesignerContext = { db: ctx.db, dialect: ctx.dialect, now: () => ctx.now(), registry };
  const allow = (request: FastifyRequest, action: string) => authorised(request, DESIGNER_SCREEN, action);

  app.get(`${API}/presets`, { preHandler: auth }, async (request) => {
    await allow(request, 'preview');
    return ok(FIELD_PRESETS);
  });

  app.get(`${API}/tables`, { preHandler: auth }, async (request) => {
    await allow(request, 'preview');
    return ok(await designedTables(ctx.db, ctx.dialect));
  });

  app.get<{ Querystring: { table?: string } }>(`${API}/columns`, { preHandler: auth }, async (request) => {
    await allow(request, 'preview');
    return ok(await designedColumns(ctx.db, ctx.dialect, request.query.table));
  });

  // Bodies are read after the rule is checked: a caller without it gets the same 403 whatever they send.
  app.post(`${API}/preview`, { preHandler: auth }, async (request) => {
    const { subject } = await allow(request, 'preview');
    const plan = await planDesign(ctx.db, ctx.dialect, registry.root, designInput(request.body).design, localeOf(request), designerOf(subject));
    const preview: DesignPreview = { table: plan.table, screen: plan.document.id, operations: plan.operations, destructive: plan.destructive, blocked: plan.blocked };
    return ok(preview);
  });

  app.post(`${API}/apply`, { preHandler: auth }, async (request) => {
    const { subject } = await allow(request, 'apply');
    return ok(await applyDesign(context, { subject, ...designInput(request.body), locale: localeOf(request) }));
  });

  app.post(`${API}/removeScreen`, { preHandler: auth }, async (request) => {
    const { subject } = await allow(request, 'removeScreen');
    return ok(await removeDesignedScreen(context, subject, referenceInput(request.body)));
  });

  app.post(`${API}/restoreScreen`, { preHandler: auth }, async (request) => {
    const { subject } = await allow(request, 'restoreScreen');
    return ok(await restoreDesignedScreen(context, { subject, id: referenceInput(request.body), locale: localeOf(request) }));
  });

  registerDesignTransfer(app, ctx, context, auth, allow);
}
