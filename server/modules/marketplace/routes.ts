// The built-in module marketplace under /chis_web/marketplace (a Fastify plugin the product
// registers by default). The installer reaches it only over HTTP at MARKETPLACE_URL, so a
// marketplace run elsewhere works the same. Reading (catalogue, categories, search, detail,
// screenshots) is open; a priced package downloads only for its buyer; the buyer account signs in
// with a member account and gets a marketplace token.
import type { KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isFree } from '../../../lib/module-package/manifest';
import type { AppContext } from '../../context';
import { failure, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { localeOf, localize } from '../../http/messages';
import { publicOrigin } from '../../http/origin';
import { byteRange } from './byte-range';
import { buyerLogin, buyerOf } from './buyer';
import { catalogue, categories, detail } from './catalogue';
import { buy, confirmWechat, downloadCounts, orderOf, ordersOf, owns, type Pay } from './orders';
import type { PackageShelf, StoredPackage } from './package-store';

export const MARKETPLACE_PREFIX = '/chis_web/marketplace';

export interface MarketplaceOptions {
  ctx: AppContext;
  key: KeyObject;
  /** The packages on offer (built on first use: a process that never serves the marketplace builds nothing). */
  shelf: () => Promise<PackageShelf>;
}

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,49}$' }, version: { type: 'string', pattern: '^[0-9A-Za-z.+-]{1,40}$' } },
} as const;

const catalogueQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category: { type: 'string', maxLength: 50 },
    q: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: { username: text(100), password: text(200), captchaId: text(64), captcha: text(16) },
} as const;

const buyBody = {
  type: 'object',
  required: ['uid', 'pay', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    uid: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,49}$' },
    pay: { type: 'string', enum: ['points', 'balance', 'wechat'] },
    idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,64}$' },
  },
} as const;

const snParams = { type: 'object', required: ['sn'], properties: { sn: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' } } } as const;
const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
} as const;

interface UidParams {
  uid: string;
  version?: string;
}

export async function marketplaceRoutes(app: FastifyInstance, options: MarketplaceOptions): Promise<void> {
  const { ctx, key } = options;

  const release = async (params: UidParams): Promise<StoredPackage> => {
    const versions = (await options.shelf()).get(params.uid);
    const found = versions && (params.version === undefined ? versions[0] : versions.find((p) => p.manifest.version === params.version));
    if (!found) throw new AppError(404, 'market.unknownModule', null, { uid: params.uid, version: params.version ?? '' });
    return found;
  };

  const describe = async (request: FastifyRequest) => {
    const params = request.params as UidParams;
    const stored = await release(params);
    return ok(detail(await options.shelf(), await downloadCounts(ctx), params.uid, stored.manifest.version, localeOf(request)));
  };

  app.get('/catalogue', { schema: { querystring: catalogueQuery } }, async (request) =>
    ok(catalogue(await options.shelf(), await downloadCounts(ctx), request.query as { page: number; limit: number; category?: string; q?: string }, localeOf(request))),
  );
  app.get('/categories', async (request) => ok(categories(await options.shelf(), localeOf(request))));
  app.get('/modules/:uid', { schema: { params: uidParams } }, describe);
  app.get('/modules/:uid/versions/:version', { schema: { params: uidParams } }, describe);

  app.get('/modules/:uid/versions/:version/screenshots/:name', async (request, reply) => {
    const params = request.params as UidParams & { name: string };
    const image = (await release(params)).files.get(`screenshots/${params.name}`);
    if (!image || !params.name.endsWith('.png')) throw new AppError(404, 'market.unknownModule', null, { uid: params.uid, version: params.version ?? '' });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400, immutable').send(image);
  });

  app.get('/modules/:uid/versions/:version/package', { schema: { params: uidParams } }, async (request, reply) => {
    const stored = await release(request.params as UidParams);
    if (!isFree(stored.manifest)) {
      const buyer = await buyerOf(ctx, key, request);
      if (!(await owns(ctx, buyer.userId, stored.manifest.uid))) throw new AppError(403, 'market.notBought', null, { uid: stored.manifest.uid });
    }
    return sendPackage(request, reply, stored);
  });

  app.post('/login', { config: { rateLimit: 'login' }, schema: { body: loginBody } }, async (request) => {
    const body = request.body as { username: string; password: string; captchaId?: string; captcha?: string };
    return ok(await buyerLogin(ctx, key, { account: body.username, password: body.password, captchaId: body.captchaId, captcha: body.captcha }));
  });

  app.get('/account', async (request) => {
    const buyer = await buyerOf(ctx, key, request);
    const user = await ctx.db.selectFrom('app_user').select(['nickname', 'money', 'score']).where('id', '=', buyer.userId).executeTakeFirstOrThrow();
    return ok({ username: buyer.username, nickname: user.nickname, points: Number(user.score), balance: Number(user.money) });
  });

  app.get('/orders', { schema: { querystring: pageQuery } }, async (request) => {
    const { page, limit } = request.query as { page: number; limit: number };
    return ok(await ordersOf(ctx, await buyerOf(ctx, key, request), page, limit));
  });
  app.post('/orders', { schema: { body: buyBody } }, async (request) => {
    const buyer = await buyerOf(ctx, key, request);
    const body = request.body as { uid: string; pay: Pay; idempotencyKey: string };
    return ok(await buy(ctx, await release({ uid: body.uid }), buyer, body, publicOrigin(ctx, request)));
  });
  app.get('/orders/:sn', { schema: { params: snParams } }, async (request) =>
    ok(await orderOf(ctx, await buyerOf(ctx, key, request), (request.params as { sn: string }).sn)),
  );
  // The WeChat sandbox: the QR code opens this order on the buyer's phone, which confirms the payment.
  app.post('/wechat/:sn/confirm', { schema: { params: snParams } }, async (request) =>
    ok(await confirmWechat(ctx, await buyerOf(ctx, key, request), (request.params as { sn: string }).sn)),
  );
}

async function sendPackage(request: FastifyRequest, reply: FastifyReply, stored: StoredPackage) {
  const bytes = await readFile(stored.file);
  const range = byteRange(request.headers.range, bytes.length);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', `"${stored.sha256}"`)
    .header('x-package-sha256', stored.sha256)
    .header('content-disposition', `attachment; filename="${stored.fileName}"`)
    .type('application/gzip');
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${bytes.length}`)
      .type('application/json')
      .send(failure(416, localize('market.badRange', localeOf(request), { size: bytes.length })));
  }
  if (range.kind === 'whole') return reply.send(bytes);
  return reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`).send(bytes.subarray(range.start, range.end + 1));
}
