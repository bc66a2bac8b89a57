// The super administrator of the README: group 超级管理员 holding every rule (`*`) and its
// account admin / chis-admin-2026. Seeded only with the demo accounts (SEED_DEMO_ACCOUNTS), and
// only when missing, so a changed password or group survives a restart.
import type { AppContext } from '../../../context';
import { hashPassword } from '../../auth/password';

export const DEMO_ADMIN = { username: 'admin', password: 'chis-admin-2026', nickname: '超级管理员', role: 'super administrator of the back-end (/admin)' } as const;
const SUPER_GROUP = '超级管理员';

export async function seedSuperAdmin(ctx: AppContext): Promise<void> {
  if (await ctx.db.selectFrom('admin').select('id').where('username', '=', DEMO_ADMIN.username).executeTakeFirst()) return;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const group =
      (await trx.selectFrom('admin_group').select('id').where('name', '=', SUPER_GROUP).where('pid', '=', 0).executeTakeFirst()) ??
      (await trx.insertInto('admin_group').values({ pid: 0, name: SUPER_GROUP, rules: '["*"]', created_at: now }).returning('id').executeTakeFirstOrThrow());
    const admin = await trx
      .insertInto('admin')
      .values({ username: DEMO_ADMIN.username, nickname: DEMO_ADMIN.nickname, password_hash: await hashPassword(DEMO_ADMIN.password), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('admin_group_access').values({ admin_id: admin.id, group_id: group.id }).execute();
  });
}
