// The policies of the identity screens (BuildAdmin's rules for non-super administrators, spec §3):
// a non-super administrator manages only groups whose rules are a strict subset of their own,
// cannot touch their own groups, assigns only such groups, and can neither disable nor delete
// themselves. Config rows marked secret never show their value.
import { AppError } from '../../../http/errors';
import type { AdminSubject } from '../identity/grants';
import { parseRuleList } from '../identity/grants';
import type { ScreenPolicy } from './policy';
import type { AnyDb } from './sql';
import { fieldError } from './values';

/** A group's rules as a set of rule ids, or '*'. */
function ruleSet(rules: unknown): Set<number> | '*' {
  const list = Array.isArray(rules) ? rules : typeof rules === 'string' ? parseRuleList(rules) : [];
  return list.includes('*') ? '*' : new Set(list.filter((v): v is number => Number.isSafeInteger(v)));
}

/** True when `inner` is a strict subset of what the subject's groups grant. */
function strictlyWithin(subject: AdminSubject, inner: Set<number> | '*'): boolean {
  if (subject.ruleIds === '*') return true;
  if (inner === '*') return false;
  const own = subject.ruleIds;
  return [...inner].every((id) => own.has(id)) && inner.size < own.size;
}

/** The groups a non-super administrator may manage: those whose rules are a strict subset of theirs. */
async function manageableGroups(trx: AnyDb, subject: AdminSubject): Promise<Set<number>> {
  const groups = (await trx.selectFrom('admin_group').select(['id', 'rules']).execute()) as { id: number; rules: string }[];
  return new Set(groups.filter((g) => !subject.groupIds.includes(g.id) && strictlyWithin(subject, ruleSet(g.rules))).map((g) => g.id));
}

const adminGroup: ScreenPolicy = {
  async beforeWrite({ subject, op, key, values, trx, existing }) {
    if (!subject) return;
    if ('rules' in values) {
      const rules = ruleSet(values.rules);
      if (rules === '*' && !subject.isSuper) throw fieldError('rules', 'only a super administrator grants every rule');
      if (rules !== '*') {
        const ids = [...rules];
        const found = ids.length ? ((await trx.selectFrom('admin_rule').select('id').where('id', 'in', ids).execute()) as { id: number }[]) : [];
        if (found.length !== ids.length) throw fieldError('rules', 'names a rule that does not exist');
      }
      if (!subject.isSuper && !strictlyWithin(subject, rules)) throw fieldError('rules', 'must be a strict subset of your own rules');
    }
    if (subject.isSuper) return;
    if (op === 'edit') {
      if (subject.groupIds.includes(key as number)) throw new AppError(403, 'admin.ownGroup');
      if (!strictlyWithin(subject, ruleSet(existing?.rules))) throw new AppError(403, 'admin.groupOutOfReach');
    }
    if ('pid' in values && values.pid !== 0) {
      const allowed = await manageableGroups(trx, subject);
      if (!allowed.has(values.pid as number) && !subject.groupIds.includes(values.pid as number)) throw fieldError('pid', 'must be one of your groups or a group you manage');
    }
  },
  async beforeDelete({ subject, keys, trx }) {
    if (!subject || subject.isSuper) return;
    const allowed = await manageableGroups(trx, subject);
    if (keys.some((k) => !allowed.has(k as number))) throw new AppError(403, 'admin.groupOutOfReach');
  },
};

const admin: ScreenPolicy = {
  async beforeWrite({ subject, op, key, values, links, trx }) {
    if (!subject) return;
    if (op === 'edit' && key === subject.adminId && 'status' in values && values.status === 0) throw fieldError('status', 'you cannot disable yourself');
    if (subject.isSuper || !('groups' in links)) return;
    const allowed = await manageableGroups(trx, subject);
    if (links.groups.some((g) => !allowed.has(g as number))) throw fieldError('groups', 'must be groups you manage');
  },
  async beforeDelete({ subject, keys }) {
    if (subject && keys.includes(subject.adminId)) throw new AppError(400, 'ids: you cannot delete yourself');
  },
};

const config: ScreenPolicy = {
  mask(row) {
    return row.secret === true ? { ...row, value: '' } : row;
  },
  async beforeWrite({ values, existing }) {
    // A secret value left blank keeps the stored one (like a password).
    if (existing?.secret === true && values.value === '') delete values.value;
  },
};

export const policies: Record<string, ScreenPolicy> = { 'admin-group': adminGroup, admin, config };
