// The product always keeps a way in (DESIGN §10.2): at least one enabled administrator in an
// enabled group holding every rule (`*`). Every write that could take it away — disabling or
// deleting an administrator, removing them from a group, disabling, deleting or narrowing a group —
// runs this check inside its own transaction, after its changes, so the write and the check see
// the same rows and a refusal rolls the write back.
import { AppError } from '../../../http/errors';
import { ruleSet } from './reach';
import type { AnyDb } from './sql';

export async function keepOneSuperAdministrator(trx: AnyDb): Promise<void> {
  const rows = (await trx
    .selectFrom('admin')
    .innerJoin('admin_group_access', 'admin_group_access.admin_id', 'admin.id')
    .innerJoin('admin_group', 'admin_group.id', 'admin_group_access.group_id')
    .select(['admin.id as adminId', 'admin_group.rules as rules'])
    .where('admin.status', '=', 1)
    .where('admin_group.status', '=', 1)
    .execute()) as { adminId: number; rules: string }[];
  if (!rows.some((row) => ruleSet(row.rules) === '*')) throw new AppError(409, 'admin.lastSuperAdministrator');
}
