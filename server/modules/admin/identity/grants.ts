// What an administrator may do: the names of the enabled rules granted by their enabled groups,
// or everything when one of those groups holds `*`. Resolved once per request (two small queries)
// so a change to a group or a rule takes effect on the next call, on every replica.
import type { AppContext } from '../../../context';
import type { Grants, Subject } from '../../../http/authorize';

export interface AdminSubject extends Subject {
  adminId: number;
  /** One of their groups holds every rule (`*`). */
  isSuper: boolean;
  /** Their enabled groups. */
  groupIds: number[];
  /** The rule ids their groups grant ('*' = all). */
  ruleIds: ReadonlySet<number> | '*';
}

export function parseRuleList(json: string): (number | '*')[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number | '*' => v === '*' || Number.isSafeInteger(v)) : [];
  } catch {
    return [];
  }
}

export async function adminSubject(ctx: AppContext, adminId: number): Promise<AdminSubject> {
  const groups = await ctx.db
    .selectFrom('admin_group_access')
    .innerJoin('admin_group', 'admin_group.id', 'admin_group_access.group_id')
    .select(['admin_group.id', 'admin_group.rules'])
    .where('admin_group_access.admin_id', '=', adminId)
    .where('admin_group.status', '=', 1)
    .execute();
  const groupIds = groups.map((g) => g.id);
  const lists = groups.map((g) => parseRuleList(g.rules));
  if (lists.some((list) => list.includes('*'))) return { adminId, isSuper: true, groupIds, ruleIds: '*', grants: '*' };
  const ruleIds = new Set(lists.flat().filter((v): v is number => v !== '*'));
  let grants: Grants = new Set();
  if (ruleIds.size > 0) {
    const rows = await ctx.db.selectFrom('admin_rule').select('name').where('id', 'in', [...ruleIds]).where('status', '=', 1).execute();
    grants = new Set(rows.map((r) => r.name));
  }
  return { adminId, isSuper: false, groupIds, ruleIds, grants };
}
