// A member's effective rights: the codes of their member group plus those of active, unexpired
// benefits (redeemed cards), and the licensed areas/categories/dosage forms.
import type { AppContext } from '../../context';
import { ALL_AREAS, licensedAreas } from './area-licence';
import { catalogEntry, expandRules, type PermissionType } from './permission-catalog';

export interface Licenses {
  /** null = unrestricted */
  areas: string[] | null;
  categories: string[] | null;
  forms: string[] | null;
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function activeBenefits(ctx: AppContext, userId: number) {
  const now = ctx.now();
  return ctx.db
    .selectFrom('benefit')
    .select(['codes', 'areas'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('expires_at', '>', now)
    .execute();
}

export async function codesOf(ctx: AppContext, userId: number): Promise<Set<string>> {
  const group = await ctx.db
    .selectFrom('app_user')
    .leftJoin('member_group', 'member_group.id', 'app_user.group_id')
    .select('member_group.rules')
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
  const codes = new Set(expandRules(group?.rules ? parseList(group.rules) : []));
  for (const benefit of await activeBenefits(ctx, userId)) {
    for (const code of expandRules(parseList(benefit.codes))) codes.add(code);
  }
  return codes;
}

export function permissionList(codes: Set<string>): { code: string; type: PermissionType }[] {
  return [...codes].map((code) => ({ code, type: catalogEntry(code)?.type ?? 1 }));
}

export async function licensesOf(ctx: AppContext, userId: number): Promise<Licenses> {
  // Areas are explicit (app_user.areas: all of China or a list, empty = none); categories and
  // dosage forms are still licence rows, where no row of a kind leaves that kind unrestricted.
  const member = await ctx.db.selectFrom('app_user').select('areas').where('id', '=', userId).executeTakeFirst();
  const rows = await ctx.db.selectFrom('user_license').select(['kind', 'value']).where('user_id', '=', userId).execute();
  const pick = (kind: string) => {
    const values = rows.filter((r) => r.kind === kind).map((r) => r.value);
    return values.length > 0 ? values : null;
  };
  const licenses: Licenses = { areas: licensedAreas(member?.areas), categories: pick('category'), forms: pick('form') };
  if (licenses.areas) {
    // A benefit package widens a restricted area licence (to all of China if it says so); it never
    // narrows an unrestricted one.
    const areas = new Set(licenses.areas);
    for (const benefit of await activeBenefits(ctx, userId)) for (const area of parseList(benefit.areas)) areas.add(area);
    licenses.areas = areas.has(ALL_AREAS) ? null : [...areas];
  }
  return licenses;
}
