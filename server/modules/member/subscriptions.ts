// "My subscriptions and entitlements": what the member may see now and why, read from the same
// resolved entitlements every page, query and export is authorised with (entitlementsOf, cached
// per entitlement version), never worked out a second time here: the plan, every subscription
// (card or trial) with its plan, period and grace, the data scopes (areas with the plan,
// subscription or override behind each; channels, categories, dosage forms), the limits, and
// every code with why.
import type { AppContext } from '../../context';
import { ALL_AREAS } from '../auth/area-licence';
import { entitlementsOf } from '../entitlements/cache';
import type { Source } from '../entitlements/resolve';
import type { MemberSubscription } from '../../../src/shared/member-subscription';

/** The member's subscriptions, soonest end first; `running` leaves out those already ended. */
export async function subscriptionsOf(ctx: AppContext, userId: number, running: boolean): Promise<MemberSubscription[]> {
  const now = ctx.now();
  let query = ctx.db
    .selectFrom('benefit')
    .leftJoin('member_group', 'member_group.id', 'benefit.plan_id')
    .select(['benefit.id', 'benefit.source', 'member_group.name as plan', 'benefit.starts_at', 'benefit.expires_at', 'benefit.grace_ms'])
    .where('benefit.user_id', '=', userId);
  if (running) query = query.where((eb) => eb(eb('benefit.expires_at', '+', eb.ref('benefit.grace_ms')), '>', now));
  const rows = await query.orderBy('benefit.expires_at').orderBy('benefit.id').execute();
  return rows.map((row) => {
    const [startsAt, expiresAt, graceMs] = [Number(row.starts_at), Number(row.expires_at), Number(row.grace_ms)];
    return { id: row.id, source: row.source, plan: row.plan, startsAt, expiresAt, graceMs, active: startsAt <= now && expiresAt + graceMs > now };
  });
}

/** A scope as the page shows it: ["*"] = unrestricted, [] = nothing. */
const scope = (values: readonly string[] | null): string[] => (values === null ? [ALL_AREAS] : [...values].sort());

const withWhy = (entries: Map<string, Source[]>) => [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([value, why]) => ({ value, why }));

export async function subscriptions(ctx: AppContext, userId: number) {
  const [entitlements, member, subscriptions] = await Promise.all([
    entitlementsOf(ctx, userId),
    ctx.db.selectFrom('app_user').leftJoin('member_group', 'member_group.id', 'app_user.group_id').select('member_group.name as plan').where('app_user.id', '=', userId).executeTakeFirstOrThrow(),
    subscriptionsOf(ctx, userId, false),
  ]);
  return {
    plan: member.plan,
    subscriptions,
    scopes: {
      areas: scope(entitlements.licenses.areas),
      channels: scope(entitlements.licenses.channels),
      categories: scope(entitlements.licenses.categories),
      forms: scope(entitlements.licenses.forms),
    },
    /** Each licensed area with the plan, subscription or override that licenses it. */
    areas: withWhy(entitlements.why.areas),
    limits: entitlements.limits,
    codes: withWhy(entitlements.why.codes),
  };
}
