// The policies of the identity tables (BuildAdmin's rules for non-super administrators, spec §3,
// and DESIGN §10.2's reach), keyed by table:
// - admin: a non-super administrator reads and changes only the administrators they reach, assigns
//   and takes away only groups they manage, and can neither disable nor delete themselves;
// - admin_group: they see their own groups and those they manage, and write only the latter, with
//   rules that are a strict subset of their own;
// - admin_rule: rule names are grants, so a name never changes after creation, and a non-super
//   administrator edits only rules they hold, never their status;
// - admin_log: they read the entries of the administrators they reach;
// - app_user: a reset password or a disabled member ends that member's sessions.
// Every write that could leave no enabled super administrator is refused (super-guard.ts), and a
// password reset, a disable or a change of groups ends the target administrator's sessions.
import { AppError } from '../../../http/errors';
import type { AdminSubject } from '../identity/grants';
import { planPolicy } from '../../entitlements/plan-policy';
import { bumpEntitlements } from '../../entitlements/version';
import { attachmentPolicy } from '../upload/references';
import { configPolicy } from './config-policy';
import { planAreasUnlessChosen } from './member-areas';
import { recycleLogPolicy } from './recycle-mask';
import type { ScreenPolicy, WriteRequest } from './policy';
import { adminLogScope, adminScope, groupScope, manageableGroups, outOfReach, ruleSet, strictlyWithin } from './reach';
import type { AnyDb } from './sql';
import { keepOneSuperAdministrator } from './super-guard';
import { fieldError } from './values';

/** Stored group rules are a JSON list of rule ids, or exactly `["*"]`: nothing else is accepted. */
function checkRuleList(text: unknown): void {
  const list: unknown = typeof text === 'string' ? JSON.parse(text) : text;
  const wellFormed =
    Array.isArray(list) &&
    ((list.length === 1 && list[0] === '*') || list.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) &&
    new Set(list).size === list.length;
  if (!wellFormed) throw fieldError('rules', 'admin.ruleListShape');
}

async function groupRules(trx: AnyDb, subject: AdminSubject, values: Record<string, unknown>): Promise<void> {
  if (!('rules' in values)) return;
  checkRuleList(values.rules);
  const rules = ruleSet(values.rules);
  if (rules === '*' && !subject.isSuper) throw fieldError('rules', 'admin.onlySuperGrantsAll');
  if (rules !== '*' && rules.size > 0) {
    const ids = [...rules];
    const found = (await trx.selectFrom('admin_rule').select('id').where('id', 'in', ids).execute()) as { id: number }[];
    if (found.length !== ids.length) throw fieldError('rules', 'admin.unknownRule');
  }
  if (!subject.isSuper && !strictlyWithin(subject, rules)) throw fieldError('rules', 'admin.rulesNotWithin');
}

const adminGroup: ScreenPolicy = {
  scope: ({ db, subject }) => (subject ? groupScope(db, subject) : Promise.resolve(null)),
  async beforeWrite({ subject, op, key, values, trx, existing }) {
    if (!subject) return;
    await groupRules(trx, subject, values);
    if (subject.isSuper) return;
    if (op === 'edit') {
      if (subject.groupIds.includes(key as number)) throw new AppError(403, 'admin.ownGroup');
      if (!strictlyWithin(subject, ruleSet(existing?.rules))) throw new AppError(403, 'admin.groupOutOfReach');
    }
    if ('pid' in values && values.pid !== 0) {
      const allowed = await manageableGroups(trx, subject);
      if (!allowed.has(values.pid as number) && !subject.groupIds.includes(values.pid as number)) throw fieldError('pid', 'admin.parentNotYours');
    }
  },
  async afterWrite({ trx, values }) {
    if ('rules' in values || 'status' in values) await keepOneSuperAdministrator(trx);
  },
  async beforeDelete({ subject, keys, trx }) {
    if (!subject || subject.isSuper) return;
    const allowed = await manageableGroups(trx, subject);
    if (keys.some((k) => !allowed.has(k as number))) throw new AppError(403, 'admin.groupOutOfReach');
  },
  afterDelete: ({ trx }) => keepOneSuperAdministrator(trx),
};

/** Groups added or taken away by a write of the administrator's `groups` links. */
function changedGroups(request: WriteRequest): number[] {
  if (!('groups' in request.links)) return [];
  const before = new Set(((request.existing?.groups as number[] | undefined) ?? []).map(Number));
  const after = new Set(request.links.groups.map(Number));
  return [...[...after].filter((g) => !before.has(g)), ...[...before].filter((g) => !after.has(g))];
}

/** True when the edit must end the target's sessions: a password set by someone else, a disable, new groups. */
function endsSessions(request: WriteRequest): boolean {
  const { values, key, subject } = request;
  return ('password' in values && key !== subject?.adminId) || values.status === 0 || changedGroups(request).length > 0;
}

const admin: ScreenPolicy = {
  scope: ({ db, subject }) => (subject ? adminScope(db, subject) : Promise.resolve(null)),
  async beforeWrite(request) {
    const { subject, op, key, values, trx } = request;
    if (!subject) return;
    if (op === 'edit' && key === subject.adminId && 'status' in values && values.status === 0) throw fieldError('status', 'admin.cannotDisableSelf');
    if (subject.isSuper) return;
    if (op === 'edit' && (await outOfReach(trx, 'admin', 'id', [key!], await adminScope(trx, subject))).length > 0) {
      throw new AppError(403, 'admin.administratorOutOfReach');
    }
    const changed = op === 'add' ? (request.links.groups ?? []).map(Number) : changedGroups(request);
    const allowed = await manageableGroups(trx, subject);
    if (changed.some((g) => !allowed.has(g))) throw fieldError('groups', 'admin.groupsNotManaged');
  },
  async afterWrite(request) {
    if (request.op !== 'edit') return;
    if (endsSessions(request)) await request.trx.deleteFrom('admin_token').where('user_id', '=', request.key).execute();
    if ('status' in request.values || 'groups' in request.links) await keepOneSuperAdministrator(request.trx);
  },
  async beforeDelete({ subject, keys, trx }) {
    if (!subject) return;
    if (keys.includes(subject.adminId)) throw fieldError('ids', 'admin.cannotDeleteSelf');
    if ((await outOfReach(trx, 'admin', 'id', keys, await adminScope(trx, subject))).length > 0) throw new AppError(403, 'admin.administratorOutOfReach');
  },
  afterDelete: ({ trx }) => keepOneSuperAdministrator(trx),
};

const adminRule: ScreenPolicy = {
  async beforeWrite({ subject, op, key, values, existing }) {
    if (op !== 'edit') return;
    if ('name' in values && values.name !== existing?.name) throw fieldError('name', 'admin.ruleNameFixed');
    if (!subject || subject.isSuper) return;
    if (subject.ruleIds === '*' || !subject.ruleIds.has(key as number)) throw new AppError(403, 'admin.ruleNotHeld');
    if ('status' in values && values.status !== (existing?.status ? 1 : 0)) throw fieldError('status', 'admin.ruleStatusSuperOnly');
  },
  async beforeDelete({ subject, keys }) {
    if (!subject || subject.isSuper || subject.ruleIds === '*') return;
    const held = subject.ruleIds;
    if (keys.some((k) => !held.has(k as number))) throw new AppError(403, 'admin.ruleNotHeld');
  },
};

const adminLog: ScreenPolicy = {
  scope: ({ db, subject }) => (subject ? adminLogScope(db, subject) : Promise.resolve(null)),
};

/** A member whose password an administrator reset, or who is no longer active, is signed out everywhere. */
const member: ScreenPolicy = {
  beforeWrite: planAreasUnlessChosen,
  async afterWrite({ op, key, values, trx }) {
    // Areas or plan may have changed: members' cached entitlements are stale.
    await bumpEntitlements(trx);
    if (op === 'edit' && ('password' in values || ('status' in values && values.status !== 'active'))) {
      await trx.deleteFrom('auth_token').where('user_id', '=', key).execute();
    }
  },
};

/** By table name: every screen over one of these tables gets its policy. */
export const policies: Record<string, ScreenPolicy> = {
  admin_group: adminGroup,
  admin,
  admin_rule: adminRule,
  admin_log: adminLog,
  app_user: member,
  member_group: planPolicy,
  config: configPolicy,
  security_data_recycle_log: recycleLogPolicy,
  attachment: attachmentPolicy,
};
