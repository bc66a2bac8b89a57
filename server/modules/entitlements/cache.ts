// Entitlements resolved once and kept per member until the entitlement version moves or the next
// subscription start or end passes: a request after that costs a map lookup (issue 23 item 2).
import type { AppContext } from '../../context';
import { resolveEntitlements, type Entitlements } from './resolve';
import { entitlementVersion } from './version';

interface Entry {
  version: number;
  value: Promise<Entitlements>;
}

const caches = new WeakMap<AppContext, Map<number, Entry>>();

/** Counts resolutions (database round trips), for the bench and the tests. */
export const resolutions = { count: 0 };

/** The member's entitlements at `version` (read from the database when the caller has none at hand). */
export async function entitlementsOf(ctx: AppContext, userId: number, version?: number): Promise<Entitlements> {
  const current = version ?? (await entitlementVersion(ctx));
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const entry = cache.get(userId);
  if (entry && entry.version === current) {
    const value = await entry.value;
    if (value.validUntil > ctx.now()) return value;
  }
  resolutions.count += 1;
  const value = resolveEntitlements(ctx, userId);
  cache.set(userId, { version: current, value });
  value.catch(() => cache.delete(userId));
  return value;
}
