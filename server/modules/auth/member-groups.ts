// The member groups the product ships with and the demo accounts of the README. Seeding is
// idempotent: a second start finds everything in place and changes nothing. A plan is seeded once,
// when missing; afterwards its codes and areas are the administrators' (issue 21 item 8).
import type { AppContext } from '../../context';
import { ALL_AREAS } from './area-licence';
import { ALL_CODES, catalogEntry } from './permission-catalog';
import { hashPassword } from './password';

export const TRIAL_GROUP = 'trial';
export const FULL_GROUP = 'subscriber';
/** Provinces a trial account is licensed for (brief item 10). */
export const TRIAL_AREAS = ['北京', '上海'];

/**
 * Trial rights (brief item 10): the home page, the drug-database pages (view only, detail pages
 * included) and the retail market overview, with the sections that hold them.
 */
export function trialCodes(): string[] {
  const drugDatabase = ALL_CODES.filter((code) => {
    const entry = catalogEntry(code)!;
    return entry.section === 'BASIC_DATABASE' && entry.type !== 2;
  });
  return [...new Set(['HOME_PAGE', ...drugDatabase, 'RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW'])].filter((code) => catalogEntry(code));
}

/** The group's id, seeding it with `rules` and `areas` only when no group has its name. */
async function ensureGroup(ctx: AppContext, name: string, rules: string[], areas: string[]): Promise<number> {
  await ctx.db
    .insertInto('member_group')
    .values({ name, rules: JSON.stringify(rules), areas: JSON.stringify(areas) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { id } = await ctx.db.selectFrom('member_group').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return id;
}

export async function ensureMemberGroups(ctx: AppContext): Promise<{ full: number; trial: number }> {
  return { full: await ensureGroup(ctx, FULL_GROUP, ['*'], [ALL_AREAS]), trial: await ensureGroup(ctx, TRIAL_GROUP, trialCodes(), TRIAL_AREAS) };
}

/** The areas (JSON text) a new member of the group starts with; no group, or an unknown one, licenses none. */
export async function planAreas(db: Pick<AppContext['db'], 'selectFrom'>, groupId: number | null): Promise<string> {
  if (groupId === null) return '[]';
  const group = await db.selectFrom('member_group').select('areas').where('id', '=', groupId).executeTakeFirst();
  return group?.areas ?? '[]';
}

export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'chis-demo-2026', nickname: '演示用户', role: 'subscriber holding every permission code' },
  { username: 'trial', password: 'chis-trial-2026', nickname: '试用用户', role: 'trial: home, drug database (view), retail overview; 北京/上海' },
] as const;

export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  const groups = await ensureMemberGroups(ctx);
  for (const account of DEMO_ACCOUNTS) {
    const exists = await ctx.db.selectFrom('app_user').select('id').where('username', '=', account.username).executeTakeFirst();
    if (exists) continue;
    const groupId = account.username === 'trial' ? groups.trial : groups.full;
    await ctx.db
      .insertInto('app_user')
      .values({
        username: account.username,
        password_hash: await hashPassword(account.password),
        nickname: account.nickname,
        email: `${account.username}@example.com`,
        group_id: groupId,
        areas: await planAreas(ctx.db, groupId),
        status: 'active',
        created_at: ctx.now(),
      })
      .execute();
  }
}
