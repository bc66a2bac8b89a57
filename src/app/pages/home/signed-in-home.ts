import { preloadSignedInParts } from '../../layout/signed-in-parts';

/** The signed-in dashboard's code, loaded on demand (a visitor never needs it). */
export const loadDashboard = () => import('./HomeDashboard');

/**
 * Fetches what the signed-in home needs (frame and dashboard) once a login is under way, so it
 * arrives while the server checks the password or the phone confirms, not after. Failures are
 * left to the real load, which reports them.
 */
export function preloadSignedInHome(): void {
  preloadSignedInParts();
  loadDashboard().catch(() => undefined);
}
