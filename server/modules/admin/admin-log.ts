// The administrator operation log (spec §3): every write an administrator makes — and every login
// attempt — is recorded with its outcome: who, what (the handler's title), the URL, the data, the
// address, the browser and the outcome.
//
// Secrets never reach it. What is secret is decided where the data is defined: the screen model's
// secret fields and a secret config item's value (config-policy.ts); the key-name rule (password,
// token, code…) stays as a net under both, and applies to the URL's query string too. A login is
// anonymous until it succeeds: only its name is logged, and only when it is a well-formed account
// name, and an address without a session adds at most a few rows per window (a bucket of
// rate-limit.ts), so a flood of large login bodies cannot fill the table. A successful login is
// logged under the administrator who signed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATTERN } from '../../../src/shared/validation';
import type { AppContext } from '../../context';
import { addressKey, hit, RATE_RULES } from '../../http/rate-limit';
import type { ScreenModel } from './registry/model';
import { writesSecretValue } from './resource/config-policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The crud screen a resource call was authorised for (its secret fields are masked in the log). */
    adminScreen: ScreenModel | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const SECRET_KEY = /pass|secret|token|captcha|salt/i;
const MASK = '***';
const MAX_DATA = 65_535;
const LOGIN_URL = '/api/admin/login';

/** A copy of the request data with every secret-looking key's value (and every key of `secretKeys` at the top) replaced by ***. */
export function maskSecrets(value: unknown, secretKeys: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) || secretKeys.has(key) ? MASK : maskSecrets(v)]));
}

/** The URL with the value of every secret-looking query parameter replaced by ***. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1);
      return SECRET_KEY.test(safeDecode(key)) ? `${key}=${MASK}` : pair;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The login's account name when it is a well-formed one (the only part of a login body that is logged). */
function loginName(request: FastifyRequest): string {
  const name = (request.body as { username?: unknown } | null)?.username;
  return typeof name === 'string' && ACCOUNT_PATTERN.test(name) ? name : '';
}

/** The top-level keys of the request data that hold secrets by definition. */
async function definedSecrets(ctx: AppContext, request: FastifyRequest, body: Record<string, unknown>): Promise<Set<string>> {
  const model = request.adminScreen;
  if (!model) return new Set();
  const keys = new Set(model.secrets.map((field) => field.key));
  const rowKey = (request.params as { key?: unknown } | undefined)?.key;
  if (model.table === 'config' && (await writesSecretValue(ctx.db, rowKey ?? body.name, body.secret))) keys.add('value');
  return keys;
}

async function dataOf(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const data = { ...(request.query as Record<string, unknown>), ...body };
  return JSON.stringify(maskSecrets(data, await definedSecrets(ctx, request, body))).slice(0, MAX_DATA);
}

/**
 * Written before the answer leaves (onSend), so a client that got its answer finds the entry: a
 * write and its log entry are never seen apart.
 */
export function registerAdminLog(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('adminScreen', null);
  app.addHook('onSend', async (request, reply, payload) => {
    await record(ctx, request, reply.statusCode);
    return payload;
  });
}

/** Who the entry is about: the session's administrator, or the one a successful login signed in (0: nobody yet). */
async function author(ctx: AppContext, request: FastifyRequest, isLogin: boolean, status: number): Promise<{ id: number; username: string }> {
  const sessionId = request.adminSession?.userId;
  const name = isLogin ? loginName(request) : '';
  const query = ctx.db.selectFrom('admin').select(['id', 'username']);
  if (sessionId) return (await query.where('id', '=', sessionId).executeTakeFirst()) ?? { id: sessionId, username: '' };
  if (isLogin && status === 200 && name) return (await query.where('username', '=', name).executeTakeFirst()) ?? { id: 0, username: name };
  return { id: 0, username: name };
}

/** The entry's title as label JSON (each language cut to fit the column): the handler's, else the route. */
function titleOf(request: FastifyRequest): string {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const title = request.adminAction ?? { 'zh-cn': route, en: route };
  return JSON.stringify({ 'zh-cn': title['zh-cn'].slice(0, 80), en: title.en.slice(0, 80) });
}

async function record(ctx: AppContext, request: FastifyRequest, status: number): Promise<void> {
  if (!WRITES.has(request.method) || !request.url.includes('/api/admin/')) return;
  const isLogin = request.url.split('?', 1)[0].endsWith(LOGIN_URL);
  if (!request.adminSession && !isLogin) return; // anonymous noise (no token) is not an operation
  try {
    const who = await author(ctx, request, isLogin, status);
    if (who.id === 0) {
      const { hits } = await hit(ctx, RATE_RULES.adminLogAnonymousPerIp, addressKey(request.ip));
      if (hits > RATE_RULES.adminLogAnonymousPerIp.limit) return;
    }
    await ctx.db
      .insertInto('admin_log')
      .values({
        admin_id: who.id,
        username: who.username.slice(0, 30),
        title: titleOf(request),
        url: maskUrl(request.url).slice(0, 1500),
        method: request.method,
        data: isLogin ? JSON.stringify(who.username ? { username: who.username } : {}) : await dataOf(ctx, request),
        ip: request.ip.slice(0, 64),
        useragent: String(request.headers['user-agent'] ?? '').slice(0, 255),
        status,
        created_at: ctx.now(),
      })
      .execute();
  } catch (error) {
    request.log.error({ err: error }, 'admin log write failed');
  }
}
