// Effective access, the admin's view of one member (issue 23 item 3): every code and scope the
// member holds now, each with why (their plan, a subscription — card or trial — or the member's
// own override), their limits, subscriptions and sessions. The member screen's `access` action
// (`POST /api/admin/user/access {id, revokeSession?}`, rule user/access), reading only members the
// caller reaches; with `revokeSession` it first ends that session of the member (the view's button).
import type { ActionCall } from '../admin/resource/actions';
import { policies } from '../admin/resource/policies';
import { oneRow } from '../admin/resource/read';
import { anyDb } from '../admin/resource/sql';
import { fieldError, parseKey } from '../admin/resource/values';
import { ALL_AREAS } from '../auth/area-licence';
import { endSessions } from '../auth/session-service';
import { resolveEntitlements, type Source } from './resolve';

function input(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The member named by the body's id, 404 unless the caller reaches them. */
async function reachedMember({ ctx, model, subject, body }: ActionCall): Promise<number> {
  const id = parseKey(model, input(body).id, 'id') as number;
  const rows = (await policies[model.table]?.scope?.({ db: anyDb(ctx), subject })) ?? null;
  await oneRow(ctx, model, id, { ownerId: null, rows });
  return id;
}

const scope = (values: string[] | null) => values ?? [ALL_AREAS];

export async function memberAccess(call: ActionCall) {
  const { ctx } = call;
  const userId = await reachedMember(call);
  const revoke = input(call.body).revokeSession;
  if (revoke !== undefined) await revokeSession(call, userId, revoke);
  // Resolved afresh (not from the cache): the administrator sees the database's truth.
  const entitlements = await resolveEntitlements(ctx, userId);
  const now = ctx.now();
  const [subscriptions, sessions] = await Promise.all([
    ctx.db
      .selectFrom('benefit')
      .leftJoin('member_group', 'member_group.id', 'benefit.plan_id')
      .select(['benefit.id', 'benefit.source', 'member_group.name as plan', 'benefit.starts_at', 'benefit.expires_at', 'benefit.grace_ms'])
      .where('benefit.user_id', '=', userId)
      .orderBy('benefit.expires_at', 'desc')
      .execute(),
    ctx.db
      .selectFrom('auth_token')
      .select(['session_id', 'created_at', 'expires_at', 'ended_reason'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'refresh')
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const why = (sources: Source[] | undefined) => sources ?? [];
  return {
    codes: [...entitlements.why.codes].map(([code, sources]) => ({ code, why: sources })),
    scopes: {
      areas: { values: scope(entitlements.licenses.areas), why: [...entitlements.why.areas].map(([value, sources]) => ({ value, why: sources })) },
      categories: { values: scope(entitlements.licenses.categories), why: why(entitlements.why.categories) },
      forms: { values: scope(entitlements.licenses.forms), why: why(entitlements.why.forms) },
      channels: { values: scope(entitlements.licenses.channels), why: why(entitlements.why.plans) },
    },
    limits: { ...entitlements.limits, why: entitlements.why.plans },
    subscriptions: subscriptions.map((row) => {
      const endsAt = Number(row.expires_at) + Number(row.grace_ms);
      return { id: row.id, source: row.source, plan: row.plan, startsAt: Number(row.starts_at), expiresAt: Number(row.expires_at), graceMs: Number(row.grace_ms), active: Number(row.starts_at) <= now && endsAt > now };
    }),
    sessions: sessions.map((row) => ({ sessionId: row.session_id, startedAt: Number(row.created_at), expiresAt: Number(row.expires_at), endedReason: row.ended_reason })),
  };
}

/** Ends one session of the member; its next request is told an administrator ended it. */
async function revokeSession({ ctx }: ActionCall, userId: number, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string' || sessionId === '') throw fieldError('revokeSession', 'field.required');
  const owned = await ctx.db.selectFrom('auth_token').select('session_id').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!owned) throw fieldError('revokeSession', 'entitlements.unknownSession');
  await endSessions(ctx, [sessionId], 'revoked');
}
