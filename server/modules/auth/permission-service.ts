// A member's effective rights, read from the entitlements resolved once per member and version
// (server/modules/entitlements): the codes of their plan and of active subscriptions (redeemed cards,
// trials), and the licensed areas/categories/dosage forms.
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { entitlementsOf } from '../entitlements/cache';
import type { Entitlements, Licenses } from '../entitlements/resolve';
import { formatChinaTime } from './china-time';
import { catalogEntry, type PermissionType } from './permission-catalog';
import type { ActiveSession } from './session-service';

export type { Licenses } from '../entitlements/resolve';

export async function codesOf(ctx: AppContext, userId: number): Promise<Set<string>> {
  return new Set((await entitlementsOf(ctx, userId)).codes);
}

export function permissionList(codes: ReadonlySet<string>): { code: string; type: PermissionType }[] {
  return [...codes].map((code) => ({ code, type: catalogEntry(code)?.type ?? 1 }));
}

export async function licensesOf(ctx: AppContext, userId: number): Promise<Licenses> {
  return (await entitlementsOf(ctx, userId)).licenses;
}

/** The session's entitlements, keyed by the version read with its token. */
export function sessionEntitlements(ctx: AppContext, session: ActiveSession): Promise<Entitlements> {
  return entitlementsOf(ctx, session.userId, session.entitlementVersion);
}

/**
 * Refuses with a renewal hint when `code` (or, without a code, everything) is missing only because
 * a subscription ended: the first request after the end hears it, whatever its token's age.
 */
export function refuseLapsed(entitlements: Entitlements, code?: string): void {
  let endedAt = 0;
  if (code === undefined) endedAt = entitlements.codes.size === 0 ? Math.max(0, ...entitlements.ended.values()) : 0;
  else if (!entitlements.codes.has(code)) endedAt = entitlements.ended.get(code) ?? 0;
  if (endedAt > 0) throw new AppError(403, 'entitlements.expired', { renew: RENEW_PATH }, { endedAt: formatChinaTime(endedAt) });
}

/** Where a member renews: the card redemption page. */
const RENEW_PATH = '/user-center/card-pay';
