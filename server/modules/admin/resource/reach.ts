// Reach (DESIGN §10.2): a rule says which screens and actions an administrator may use; reach says
// which rows of the identity tables they may see and change. A non-super administrator manages the
// groups whose rules are a strict subset of their own (never their own groups), and reaches an
// administrator only when every group of that administrator is one they manage — or when it is
// themselves. A super administrator reaches everyone; the super group's members (a group holding
// `*` is never a strict subset of anything) are reached by super administrators only.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AdminSubject } from '../identity/grants';
import { parseRuleList } from '../identity/grants';
import type { AnyDb } from './sql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- crud tables are known only at run time
type Eb = ExpressionBuilder<any, any>;
export type RowScope = (eb: Eb) => Expression<SqlBool>;

/** A group's stored rules as a set of rule ids, or '*'. */
export function ruleSet(rules: unknown): Set<number> | '*' {
  const list = Array.isArray(rules) ? rules : typeof rules === 'string' ? parseRuleList(rules) : [];
  return list.includes('*') ? '*' : new Set(list.filter((v): v is number => Number.isSafeInteger(v)));
}

/** True when `inner` is a strict subset of what the subject's groups grant. */
export function strictlyWithin(subject: AdminSubject, inner: Set<number> | '*'): boolean {
  if (subject.ruleIds === '*') return true;
  if (inner === '*') return false;
  const own = subject.ruleIds;
  return [...inner].every((id) => own.has(id)) && inner.size < own.size;
}

/** The groups a non-super administrator may manage (every group for a super administrator). */
export async function manageableGroups(db: AnyDb, subject: AdminSubject): Promise<Set<number>> {
  const groups = (await db.selectFrom('admin_group').select(['id', 'rules']).execute()) as { id: number; rules: string }[];
  return new Set(groups.filter((g) => subject.isSuper || (!subject.groupIds.includes(g.id) && strictlyWithin(subject, ruleSet(g.rules)))).map((g) => g.id));
}

/** Keys `= self` or "no group outside `managed`": the administrators a subject reaches, on `column`. */
function reachedAdmins(eb: Eb, column: string, subject: AdminSubject, managed: Set<number>): Expression<SqlBool> {
  const outside = eb
    .selectFrom('admin_group_access as reach_access')
    .select(sql.lit(1).as('one'))
    .whereRef('reach_access.admin_id', '=', column)
    .where('reach_access.group_id', 'not in', managed.size > 0 ? [...managed] : [0]);
  return eb.or([eb(column, '=', subject.adminId), eb.not(eb.exists(outside))]);
}

/** Rows of `admin` the subject reaches; null = all (super administrator). */
export async function adminScope(db: AnyDb, subject: AdminSubject): Promise<RowScope | null> {
  if (subject.isSuper) return null;
  const managed = await manageableGroups(db, subject);
  return (eb) => reachedAdmins(eb, 'admin.id', subject, managed);
}

/** Rows of `admin_log` the subject reaches: anonymous attempts and the entries of administrators they reach. */
export async function adminLogScope(db: AnyDb, subject: AdminSubject): Promise<RowScope | null> {
  if (subject.isSuper) return null;
  const managed = await manageableGroups(db, subject);
  return (eb) => eb.or([eb('admin_log.admin_id', '=', 0), reachedAdmins(eb, 'admin_log.admin_id', subject, managed)]);
}

/** Rows of `admin_group` the subject sees: their own groups and those they manage. */
export async function groupScope(db: AnyDb, subject: AdminSubject): Promise<RowScope | null> {
  if (subject.isSuper) return null;
  const visible = [...(await manageableGroups(db, subject)), ...subject.groupIds];
  return (eb) => eb('admin_group.id', 'in', visible.length > 0 ? visible : [0]);
}

/** The keys among `keys` that `scope` leaves out (none when the scope is null). */
export async function outOfReach(db: AnyDb, table: string, pkColumn: string, keys: (string | number)[], scope: RowScope | null): Promise<(string | number)[]> {
  if (!scope || keys.length === 0) return [];
  const rows = (await db.selectFrom(table).select(`${pkColumn} as key`).where(pkColumn, 'in', keys).where(scope).execute()) as { key: string | number }[];
  const reached = new Set(rows.map((r) => r.key));
  return keys.filter((k) => !reached.has(k));
}
