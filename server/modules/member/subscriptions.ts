// "My subscriptions and entitlements": the member's plan (member group) with its codes, every benefit
// (card or trial) with what it adds and when it ends, the licensed areas (app_user.areas, all of
// China stated as such) and the codes in effect now. Read from the same tables and functions the
// market pages authorise with (codesOf), never kept twice; plans and subscriptions as their own data
// (issue 23 item 1) replace these reads when they land.
import type { AppContext } from '../../context';
import { licensedAreas } from '../auth/area-licence';
import { codesOf } from '../auth/permission-service';

function list(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function subscriptions(ctx: AppContext, userId: number) {
  const now = ctx.now();
  const [member, benefits, codes] = await Promise.all([
    ctx.db
      .selectFrom('app_user')
      .leftJoin('member_group', 'member_group.id', 'app_user.group_id')
      .select(['app_user.areas', 'member_group.name as plan', 'member_group.rules as planCodes'])
      .where('app_user.id', '=', userId)
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('benefit').select(['id', 'source', 'codes', 'areas', 'starts_at', 'expires_at']).where('user_id', '=', userId).orderBy('expires_at', 'desc').execute(),
    codesOf(ctx, userId),
  ]);
  return {
    plan: member.plan === null ? null : { name: member.plan, codes: list(member.planCodes ?? '[]') },
    /** null = all of China; else the licensed provinces ([] = none). */
    areas: licensedAreas(member.areas),
    benefits: benefits.map((b) => ({
      id: b.id,
      source: b.source,
      codes: list(b.codes),
      areas: list(b.areas),
      startsAt: b.starts_at,
      expiresAt: b.expires_at,
      active: b.starts_at <= now && b.expires_at > now,
    })),
    codes: [...codes].sort(),
  };
}
