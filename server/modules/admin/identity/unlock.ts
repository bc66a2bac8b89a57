// Unlocking an administrator (`POST /api/admin/admin/unlock {id}`): the login lock of spec §5 (ten
// failures lock the account) is lifted from the administrators screen instead of by waiting or by
// a database edit. Reach holds as for any write: only administrators the caller reaches.
import { AppError } from '../../../http/errors';
import type { ActionCall } from '../resource/actions';
import { adminScope, outOfReach } from '../resource/reach';
import { anyDb } from '../resource/sql';
import { parseKey } from '../resource/values';

export async function unlockAdministrator({ ctx, model, subject, body }: ActionCall): Promise<null> {
  const id = parseKey(model, (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}).id, 'id') as number;
  const db = anyDb(ctx);
  const exists = await ctx.db.selectFrom('admin').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new AppError(404, 'resource.notFound', null, { key: String(id) });
  if ((await outOfReach(db, 'admin', 'id', [id], await adminScope(db, subject))).length > 0) throw new AppError(403, 'admin.administratorOutOfReach');
  await ctx.db.updateTable('admin').set({ login_failures: 0, locked_until: null }).where('id', '=', id).execute();
  return null;
}
