// The entitlement version (the registry_version pattern): whatever changes what a member may see
// bumps it, every replica reads it with each request's token and drops its cached entitlements
// when it moved. Expiry needs no bump: a cache entry is also stale from its `validUntil` on.
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export async function bumpEntitlements(db: Pick<AppContext['db'], 'updateTable'>): Promise<void> {
  await db
    .updateTable('entitlement_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

export async function entitlementVersion(ctx: AppContext): Promise<number> {
  const row = await ctx.db.selectFrom('entitlement_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
