// The member centre's menu rules (the admin's `user-rule` screen, table user_rule): its menu and its
// API authorisation. A member holds every enabled rule (plans gate market pages through their codes;
// these rules gate the member centre itself), so an administrator who disables a rule takes the
// page out of every member's menu and its calls answer 403.
import type { AppContext } from '../../context';
import type { Subject } from '../../http/authorize';
import { anyDb } from '../admin/resource/sql';
import { menuTreeOf, type MenuNode, type MenuRuleRow } from '../admin/menus';

const TABLE = 'user_rule';

interface SeedRule {
  name: string;
  type: 'menu_dir' | 'menu' | 'button';
  title: { 'zh-cn': string; en: string };
  path?: string;
  icon?: string;
  children?: SeedRule[];
}

const button = (screen: string, action: string, zh: string, en: string): SeedRule => ({ name: `${screen}/${action}`, type: 'button', title: { 'zh-cn': zh, en } });

/** What a fresh product offers its members; the web draws each path (src/app/member/routes). */
export const SEEDED_RULES: SeedRule[] = [
  {
    name: 'account',
    type: 'menu_dir',
    title: { 'zh-cn': '我的账户', en: 'My account' },
    icon: 'UserOutlined',
    children: [
      { name: 'overview', type: 'menu', title: { 'zh-cn': '账户概览', en: 'Overview' }, path: '/user/overview', icon: 'DashboardOutlined' },
      {
        name: 'my-profile',
        type: 'menu',
        title: { 'zh-cn': '个人资料', en: 'Profile' },
        path: '/user/my-profile',
        icon: 'IdcardOutlined',
        children: [button('my-profile', 'index', '查看', 'View'), button('my-profile', 'edit', '编辑', 'Edit')],
      },
      { name: 'password', type: 'menu', title: { 'zh-cn': '修改密码', en: 'Change password' }, path: '/user/password', icon: 'LockOutlined' },
      {
        name: 'my-money-log',
        type: 'menu',
        title: { 'zh-cn': '余额明细', en: 'Balance history' },
        path: '/user/my-money-log',
        icon: 'WalletOutlined',
        children: [button('my-money-log', 'index', '查看', 'View')],
      },
      {
        name: 'my-score-log',
        type: 'menu',
        title: { 'zh-cn': '积分明细', en: 'Points history' },
        path: '/user/my-score-log',
        icon: 'TrophyOutlined',
        children: [button('my-score-log', 'index', '查看', 'View')],
      },
      { name: 'subscriptions', type: 'menu', title: { 'zh-cn': '我的订阅与权益', en: 'Subscriptions and entitlements' }, path: '/user/subscriptions', icon: 'CrownOutlined' },
    ],
  },
];

/**
 * Seeds the rules once, into an empty table: a restart never writes back a rule an administrator
 * changed or deleted. Runs after the registry made the table (user-rule.json).
 */
export async function seedMemberRules(ctx: AppContext): Promise<void> {
  const db = anyDb(ctx);
  const any = await db.selectFrom(TABLE).select('id').limit(1).executeTakeFirst();
  if (any) return;
  const now = ctx.now();
  const insert = async (rules: SeedRule[], pid: number) => {
    // Higher weight first in the menu: the list's order.
    for (const [index, rule] of rules.entries()) {
      const row = await db
        .insertInto(TABLE)
        .values({ pid, type: rule.type, title: JSON.stringify(rule.title), name: rule.name, path: rule.path ?? '', icon: rule.icon ?? '', weigh: rules.length - index, status: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insert(rule.children ?? [], Number(row.id));
    }
  };
  await insert(SEEDED_RULES, 0);
}

async function enabledRules(ctx: AppContext): Promise<MenuRuleRow[]> {
  const rows = await anyDb(ctx).selectFrom(TABLE).select(['id', 'pid', 'type', 'name', 'title', 'path', 'icon', 'menu_type', 'url']).where('status', '=', 1).orderBy('weigh', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ ...(r as unknown as MenuRuleRow), id: Number(r.id), pid: Number(r.pid) }));
}

export interface MemberRules {
  subject: Subject;
  menus: MenuNode[];
}

/** The member's subject (the enabled rule names) and the menu it draws, from one read of the rules. */
export async function memberRules(ctx: AppContext): Promise<MemberRules> {
  const rules = await enabledRules(ctx);
  const subject: Subject = { grants: new Set(rules.map((r) => r.name)) };
  return { subject, menus: menuTreeOf(rules, subject) };
}
