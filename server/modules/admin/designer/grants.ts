// The grant service of the designer: the menu and button rules of a designed screen go to the
// designing administrator's groups — those that give them the designer (`crud-log/apply`) — and to
// each group above them, so a group never holds a rule its parent lacks. An administrator cannot
// edit their own group through the group screen (admin.ownGroup); this is the one path that adds
// to it, and it adds only the rules of the screen they just made. A super group (`*`) needs nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { parseRuleList, type AdminSubject } from '../identity/grants';

type Db = Kysely<Database>;

export const DESIGN_RULE = 'crud-log/apply';

export async function grantScreenRules(db: Db, subject: AdminSubject, screen: string): Promise<void> {
  if (subject.isSuper || subject.ruleIds === '*') return;
  const rules = await db.selectFrom('admin_rule').select(['id', 'name']).where('owner', '=', 'designer').where((eb) => eb.or([eb('name', '=', screen), eb('name', 'like', `${screen}/%`)])).execute();
  const ids = rules.filter((r) => r.name === screen || r.name.startsWith(`${screen}/`)).map((r) => r.id);
  if (ids.length === 0 || subject.groupIds.length === 0) return;
  const design = await db.selectFrom('admin_rule').select('id').where('name', '=', DESIGN_RULE).executeTakeFirst();
  const groups = new Map((await db.selectFrom('admin_group').select(['id', 'pid', 'rules']).execute()).map((g) => [g.id, g]));
  const designing = subject.groupIds.filter((id) => design !== undefined && parseRuleList(groups.get(id)?.rules ?? '[]').includes(design.id));
  const targets = new Set<number>();
  for (let id of designing) {
    // Up the tree: each group and the groups above it, until a super group or the root.
    while (id && !targets.has(id)) {
      const group = groups.get(id);
      if (!group || parseRuleList(group.rules).includes('*')) break;
      targets.add(id);
      id = group.pid;
    }
  }
  for (const id of targets) {
    const held = parseRuleList(groups.get(id)?.rules ?? '[]');
    const missing = ids.filter((rule) => !held.includes(rule));
    if (missing.length > 0) await db.updateTable('admin_group').set({ rules: JSON.stringify([...held, ...missing]) }).where('id', '=', id).execute();
  }
}
