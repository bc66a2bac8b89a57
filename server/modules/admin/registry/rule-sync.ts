// The admin_rule rows the registry owns: a menu_dir per menu group, a menu per admin screen and a
// button per action (`<id>/<action>`), plus the dashboard. Missing rows are inserted with their
// owner (`core` for the files' screens, the dashboard and menu groups; a stored screen's owner for
// its rules); existing ones are left as the administrators shaped them (titles, icons, order,
// status), so a restart or a store never undoes their work. Rules of a stored screen go only with
// the screen (the registry's remove, or a store that drops an action), never on a reload.
import type { Kysely } from 'kysely';
import type { Label, MenuGroup } from '../../../../src/generated/schema-types';
import { actionName, ruleName } from '../../../../src/shared/crud/screen';
import type { Database } from '../../../db/schema';
import { parseRuleList } from '../identity/grants';
import type { ScreenModel } from './model';

interface RuleRow {
  name: string;
  type: 'menu_dir' | 'menu' | 'button';
  title: Label;
  parent: string | null;
  path?: string;
  icon?: string;
  weigh: number;
}

/** The titles of the standard actions (their rules' titles, and the operation log's). */
export const ACTION_TITLES: Record<string, Label> = {
  index: { 'zh-cn': '查看', en: 'View' },
  info: { 'zh-cn': '详情', en: 'Details' },
  add: { 'zh-cn': '添加', en: 'Add' },
  edit: { 'zh-cn': '编辑', en: 'Edit' },
  del: { 'zh-cn': '删除', en: 'Delete' },
  sortable: { 'zh-cn': '拖动排序', en: 'Drag sort' },
  select: { 'zh-cn': '下拉选择', en: 'Select options' },
  export: { 'zh-cn': '导出', en: 'Export' },
  import: { 'zh-cn': '导入', en: 'Import' },
  restore: { 'zh-cn': '还原', en: 'Restore' },
  rollback: { 'zh-cn': '回滚', en: 'Roll back' },
};

export const DASHBOARD_RULE = 'dashboard';
const TOP_WEIGH = 1000;

/** The rules of the product itself (owner `core`), parents before children: the dashboard and the menu groups. */
export function coreRules(groups: MenuGroup[]): RuleRow[] {
  const rows: RuleRow[] = [
    { name: DASHBOARD_RULE, type: 'menu', title: { 'zh-cn': '控制台', en: 'Dashboard' }, parent: null, path: '/admin/dashboard', icon: 'DashboardOutlined', weigh: TOP_WEIGH + 100 },
    { name: ruleName(DASHBOARD_RULE, 'index'), type: 'button', title: ACTION_TITLES.index, parent: DASHBOARD_RULE, weigh: 0 },
  ];
  for (const group of groups.filter((g) => g.scope === 'admin')) {
    rows.push({ name: group.id, type: 'menu_dir', title: group.title, parent: null, icon: group.icon, weigh: TOP_WEIGH - group.order });
  }
  return rows;
}

/** The rules of one admin screen: its menu entry, then a button per action (none for a member screen or one without a menu). */
export function screenRules({ screen }: ScreenModel): RuleRow[] {
  if (screen.scope !== 'admin' || !screen.menu) return [];
  const menu: RuleRow = { name: screen.id, type: 'menu', title: screen.title, parent: screen.menu.group, path: `/admin/${screen.id}`, icon: screen.menu.icon ?? '', weigh: TOP_WEIGH - screen.menu.order };
  const buttons = screen.actions.map((action, index): RuleRow => {
    const name = actionName(action);
    const title = typeof action === 'string' ? ACTION_TITLES[name] : action.label;
    return { name: ruleName(screen.id, name), type: 'button', title, parent: screen.id, weigh: -index };
  });
  return [menu, ...buttons];
}

/** Inserts the rows that are missing (by name), owned by `owner`; parents must come before their children. */
export async function syncRules(db: Kysely<Database>, rows: RuleRow[], now: number, owner: string): Promise<void> {
  const existing = new Map((await db.selectFrom('admin_rule').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  for (const row of rows) {
    if (existing.has(row.name)) continue;
    const pid = row.parent ? (existing.get(row.parent) ?? 0) : 0;
    const inserted = await db
      .insertInto('admin_rule')
      .values({
        pid,
        type: row.type,
        title: JSON.stringify(row.title),
        name: row.name,
        path: row.path ?? '',
        icon: row.icon ?? '',
        weigh: row.weigh,
        owner,
        created_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    const id = inserted?.id ?? (await db.selectFrom('admin_rule').select('id').where('name', '=', row.name).executeTakeFirstOrThrow()).id;
    existing.set(row.name, id);
  }
}

/**
 * Deletes the rules `owner` holds for the screens `ids` (the menu `<id>` and its buttons `<id>/…`)
 * except the names in `keep`, and takes their ids out of every group's grants.
 */
export async function dropScreenRules(db: Kysely<Database>, owner: string, ids: readonly string[], keep: ReadonlySet<string> = new Set()): Promise<void> {
  const screens = new Set(ids);
  const owned = await db.selectFrom('admin_rule').select(['id', 'name']).where('owner', '=', owner).execute();
  const gone = owned.filter((r) => (screens.has(r.name) || screens.has(r.name.split('/')[0])) && !keep.has(r.name)).map((r) => r.id);
  if (gone.length === 0) return;
  const goneIds = new Set(gone);
  for (const group of await db.selectFrom('admin_group').select(['id', 'rules']).execute()) {
    const rules = parseRuleList(group.rules);
    const left = rules.filter((r) => r === '*' || !goneIds.has(r));
    if (left.length !== rules.length) await db.updateTable('admin_group').set({ rules: JSON.stringify(left) }).where('id', '=', group.id).execute();
  }
  await db.deleteFrom('admin_rule').where('id', 'in', gone).execute();
}
