// The administrator operation log (spec §3): every write an administrator makes — and every login
// attempt — is recorded with its outcome: who, what (the handler's title), the URL, the data
// with passwords, secrets, tokens and codes masked, the address, the browser and the outcome.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const SECRET_KEY = /pass|secret|token|captcha|salt/i;
const MAX_DATA = 65_535;

/** A copy of the request data with every secret-looking key's value replaced by ***. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '***' : maskSecrets(v)]));
}

function dataOf(request: FastifyRequest): string {
  const data = { ...(request.query as Record<string, unknown>), ...(typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {}) };
  return JSON.stringify(maskSecrets(data)).slice(0, MAX_DATA);
}

/**
 * Written before the answer leaves (onSend), so a client that got its answer finds the entry: a
 * write and its log entry are never seen apart.
 */
export function registerAdminLog(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    await record(ctx, request, reply.statusCode);
    return payload;
  });
}

async function record(ctx: AppContext, request: FastifyRequest, status: number): Promise<void> {
  if (!WRITES.has(request.method) || !request.url.includes('/api/admin/')) return;
  const adminId = request.adminSession?.userId ?? 0;
  const isLogin = request.url.endsWith('/api/admin/login');
  if (!adminId && !isLogin) return; // anonymous noise (no token) is not an operation
  try {
    const admin = adminId ? await ctx.db.selectFrom('admin').select('username').where('id', '=', adminId).executeTakeFirst() : undefined;
    const username = admin?.username ?? String((request.body as { username?: unknown } | null)?.username ?? '').slice(0, 30);
    await ctx.db
      .insertInto('admin_log')
      .values({
        admin_id: adminId,
        username,
        title: (request.adminAction ?? `${request.method} ${request.routeOptions.url ?? ''}`).slice(0, 255),
        url: request.url.slice(0, 1500),
        method: request.method,
        data: dataOf(request),
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
