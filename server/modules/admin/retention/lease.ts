// A lease row per scheduled job (table job_lease, migration 0010): whichever replica holds an
// unexpired lease runs the job; the others skip that round. Taking and renewing are one UPDATE each,
// so two replicas racing for an expired lease cannot both win.
import { sql } from 'kysely';
import type { AppContext } from '../../../context';

export type LeaseDeps = Pick<AppContext, 'db' | 'now'>;

/** Takes (or renews) the lease `name` for `holder` until now + `ms`; false when another holder's lease is live. */
export async function takeLease(deps: LeaseDeps, name: string, holder: string, ms: number): Promise<boolean> {
  const now = deps.now();
  await deps.db
    .insertInto('job_lease')
    .values({ name, holder, expires_at: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await deps.db
    .updateTable('job_lease')
    .set({ holder, expires_at: now + ms })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back (expired at once) if `holder` still holds it. */
export async function releaseLease(deps: LeaseDeps, name: string, holder: string): Promise<void> {
  await deps.db.updateTable('job_lease').set({ expires_at: sql<number>`0` }).where('name', '=', name).where('holder', '=', holder).execute();
}
