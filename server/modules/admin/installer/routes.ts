// The `module` screen's own actions (issue 25 API; docs/modules.md), each behind its rule
// `module/<action>` through the one authorize(): GET /module/catalogue, GET /module/<uid> (state,
// step, progress, problems: the browser polls it while a run goes), POST /module/buy (with the
// administrator's buyer session at the marketplace in X-Marketplace-Token), install, update,
// rollback, disable, enable, uninstall. Every body names the module as `uid` (or `id`, as the
// screen's row buttons post it); bad input is a 400 naming the field.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import semver from 'semver';
import { ruleName } from '../../../../src/shared/crud/screen';
import type { AppContext } from '../../../context';
import { authorize } from '../../../http/authorize';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { localeOf } from '../../../http/messages';
import type { AdminSubject } from '../identity/grants';
import { screenActionTitle } from '../log-title';
import type { ScreenRegistry } from '../registry/registry';
import { fieldError } from '../resource/values';
import { registerModuleAssets } from './assets';
import type { Choices, ModuleInstaller } from './installer';

export const SCREEN = 'module';
const UID = /^[a-z0-9][a-z0-9._-]{0,49}$/;
const CHOICES = new Set(['backup', 'keep', 'overwrite']);

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function uidOf(body: Body): string {
  const ids = Array.isArray(body.ids) && body.ids.length === 1 ? body.ids[0] : undefined;
  const uid = body.uid ?? body.id ?? ids;
  if (typeof uid !== 'string' || !UID.test(uid)) throw fieldError('uid', 'installer.badUid');
  return uid;
}

function versionOf(body: Body): string | undefined {
  if (body.version === undefined || body.version === null || body.version === '') return undefined;
  if (typeof body.version !== 'string' || !semver.valid(body.version)) throw fieldError('version', 'installer.badVersion');
  return body.version;
}

function flagOf(body: Body, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean' && value !== 0 && value !== 1) throw fieldError(field, 'installer.badFlag');
  return Boolean(value);
}

/** The administrator's buyer session at the marketplace (its token), sent along, never stored. */
export const BUYER_HEADER = 'x-marketplace-token';

function buyerTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[BUYER_HEADER];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 2000 || !/^[A-Za-z0-9._-]+$/.test(value)) throw fieldError(BUYER_HEADER, 'installer.buyerRequired');
  return value;
}

function payOf(body: Body): string {
  if (body.pay !== 'points' && body.pay !== 'balance' && body.pay !== 'wechat') throw fieldError('pay', 'installer.badPay');
  return body.pay;
}

function keyOf(body: Body): string {
  if (typeof body.idempotencyKey !== 'string' || !/^[A-Za-z0-9._:-]{8,64}$/.test(body.idempotencyKey)) throw fieldError('idempotencyKey', 'ledger.key');
  return body.idempotencyKey;
}

function choicesOf(body: Body): Choices {
  const value = body.choices ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fieldError('choices', 'installer.badChoices');
  for (const choice of Object.values(value)) if (typeof choice !== 'string' || !CHOICES.has(choice)) throw fieldError('choices', 'installer.badChoices');
  return value as Choices;
}

export function registerInstallerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  installer: ModuleInstaller,
  registry: ScreenRegistry,
  auth: preHandlerHookHandler,
  subjectOf: (request: FastifyRequest) => Promise<AdminSubject>,
): void {
  registerModuleAssets(app, ctx);

  async function authorised(request: FastifyRequest, action: string): Promise<void> {
    authorize(await subjectOf(request), ruleName(SCREEN, action));
    const model = registry.screen(SCREEN);
    if (!model?.rules.has(action)) throw new AppError(404, 'resource.unknownAction', null, { id: SCREEN, action });
    request.adminAction = screenActionTitle(model, action);
  }

  app.get(`/api/admin/${SCREEN}/catalogue`, { preHandler: auth }, async (request) => {
    await authorised(request, 'catalogue');
    return ok(await installer.catalogue());
  });

  app.get<{ Params: { uid: string } }>(`/api/admin/${SCREEN}/:uid`, { preHandler: auth }, async (request) => {
    await authorised(request, 'info');
    const uid = uidOf({ uid: request.params.uid });
    await installer.recover(STALE_MS);
    return ok(await installer.status(uid, localeOf(request)));
  });

  const actions: Record<string, (body: Body, request: FastifyRequest) => Promise<string>> = {
    install: (body, request) => installer.install(uidOf(body), versionOf(body), flagOf(body, 'confirmDependencies'), buyerTokenOf(request)),
    update: (body, request) => installer.update(uidOf(body), versionOf(body), choicesOf(body), buyerTokenOf(request)),
    rollback: (body) => installer.rollback(uidOf(body)),
    disable: (body) => installer.disable(uidOf(body)),
    enable: (body) => installer.enable(uidOf(body)),
    uninstall: (body) => installer.uninstall(uidOf(body), flagOf(body, 'dropTables')),
  };

  app.post<{ Params: { action: string } }>(`/api/admin/${SCREEN}/:action`, { preHandler: auth }, async (request) => {
    const { action } = request.params;
    await authorised(request, action);
    const body = bodyOf(request);
    if (action === 'buy') {
      const token = buyerTokenOf(request);
      if (!token) throw fieldError(BUYER_HEADER, 'installer.buyerRequired');
      const input = { uid: uidOf(body), pay: payOf(body), idempotencyKey: keyOf(body) };
      return ok(await installer.buy(input, token, (await subjectOf(request)).adminId, localeOf(request)));
    }
    const handler = actions[action];
    if (!handler) throw new AppError(404, 'resource.unknownAction', null, { id: SCREEN, action });
    return ok({ state: await handler(body, request) });
  });
}

/** A run that has not reported for this long was cut off by a stopped server (runs report every few seconds). */
export const STALE_MS = 60_000;
