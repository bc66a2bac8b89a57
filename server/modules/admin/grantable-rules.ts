// GET /api/admin/admin-group/grantable: the rule tree an administrator may grant, served with the
// group form (issue 21 item 13). The form's tree used to be the admin-rule screen's list, which a
// delegated administrator without `admin-rule/index` cannot read: their group form showed an empty
// tree. Authorised by the group form itself (`admin-group/add` or `admin-group/edit`) and limited
// to the caller's own enabled rules (every enabled rule for a super administrator), so it shows
// nothing the caller could not see in their own grants.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { authorize, can } from '../../http/authorize';
import { ok } from '../../http/envelope';
import type { AdminSubject } from './identity/grants';

export const GRANTABLE_PATH = '/api/admin/admin-group/grantable';
const FORM_RULES = ['admin-group/add', 'admin-group/edit'];

export interface GrantableRule {
  id: number;
  pid: number;
  name: string;
  type: string;
  title: unknown;
  children?: GrantableRule[];
}

/** The caller's enabled rules as a tree ordered like the rule screen; a rule whose parent they do not hold is a root. */
export async function grantableRules(ctx: AppContext, subject: AdminSubject): Promise<GrantableRule[]> {
  const rows = await ctx.db
    .selectFrom('admin_rule')
    .select(['id', 'pid', 'name', 'type', 'title'])
    .where('status', '=', 1)
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
  const held = rows.filter((row) => subject.ruleIds === '*' || subject.ruleIds.has(row.id));
  const nodes = new Map(held.map((row): [number, GrantableRule] => [row.id, { id: row.id, pid: row.pid, name: row.name, type: row.type, title: JSON.parse(row.title) as unknown }]));
  const roots: GrantableRule[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function registerGrantableRules(
  app: FastifyInstance,
  ctx: AppContext,
  auth: preHandlerHookHandler,
  subjectOf: (request: FastifyRequest) => Promise<AdminSubject>,
): void {
  app.get(GRANTABLE_PATH, { preHandler: auth }, async (request) => {
    const subject = await subjectOf(request);
    // Either form opens the tree; without both the refusal names the add rule.
    if (!FORM_RULES.some((rule) => can(subject, rule))) authorize(subject, FORM_RULES[0]);
    return ok(await grantableRules(ctx, subject));
  });
}
