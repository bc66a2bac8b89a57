// The 100 000 rows of the administrator operation log the admin benches list (varied users, titles,
// addresses and a status now and then 400, one a minute back from now).
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

export const ROWS = 100_000;

export async function fillLog(db: Kysely<Database>): Promise<void> {
  const titles = ['管理员-add', '管理员-edit', '分组-edit', '菜单规则-sortable', '配置-edit', '会员-add', '登录', '退出登录'];
  const users = ['admin', 'editor', 'auditor', 'ops_lead', 'analyst'];
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      return {
        admin_id: (i % users.length) + 1,
        username: users[i % users.length],
        title: titles[i % titles.length],
        url: `/chis_web/api/admin/${['admin', 'admin-group', 'config', 'user'][i % 4]}/${i % 997}`,
        method: ['POST', 'PUT', 'DELETE'][i % 3],
        data: JSON.stringify({ id: i, nickname: `user${i % 5000}`, password: '***' }),
        ip: `10.${i % 256}.${(i >> 8) % 256}.${i % 7}`,
        useragent: 'Mozilla/5.0 (bench)',
        status: i % 17 === 0 ? 400 : 200,
        created_at: now - (ROWS - i) * 60_000,
      };
    });
    await db.insertInto('admin_log').values(rows).execute();
  }
}
