// The signed-in administrator's menu: the enabled menu_dir and menu rules they are granted, plus
// the ancestors of every granted rule (a granted button shows its menu), as a tree ordered by
// weight (higher first) then id.
import type { AppContext } from '../../context';
import { can, type Subject } from '../../http/authorize';
import type { AdminSubject } from './identity/grants';

export interface MenuNode {
  id: number;
  pid: number;
  type: string;
  name: string;
  title: unknown;
  path: string;
  icon: string;
  menuType: string;
  url: string;
  children?: MenuNode[];
}

export interface MenuRuleRow {
  id: number;
  pid: number;
  type: string;
  name: string;
  title: string;
  path: string;
  icon: string;
  menu_type: string;
  url: string;
}

export async function menuTree(ctx: AppContext, subject: AdminSubject): Promise<MenuNode[]> {
  const rules = await ctx.db.selectFrom('admin_rule').selectAll().where('status', '=', 1).orderBy('weigh', 'desc').orderBy('id').execute();
  return menuTreeOf(rules, subject);
}

/** The menu rows of a rule table (admin_rule, or the member centre's user_rule), enabled and ordered, as the tree `subject` sees. */
export function menuTreeOf(rules: MenuRuleRow[], subject: Subject): MenuNode[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const shown = new Set<number>();
  for (const rule of rules) {
    if (!can(subject, rule.name)) continue;
    for (let at = byId.get(rule.id); at && !shown.has(at.id); at = byId.get(at.pid)) shown.add(at.id);
  }
  const nodes = new Map<number, MenuNode>();
  for (const rule of rules) {
    if (!shown.has(rule.id) || rule.type === 'button') continue;
    nodes.set(rule.id, {
      id: rule.id,
      pid: rule.pid,
      type: rule.type,
      name: rule.name,
      title: JSON.parse(rule.title) as unknown,
      path: rule.path,
      icon: rule.icon,
      menuType: rule.menu_type,
      url: rule.url,
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) (parent.children ??= []).push(node);
    else if (node.pid === 0) roots.push(node);
  }
  // A menu_dir with nothing granted under it is left out.
  return roots.filter((n) => n.type !== 'menu_dir' || (n.children?.length ?? 0) > 0);
}
