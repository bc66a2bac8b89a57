/**
 * Whether the admin back-end's session has been restored in this page (the loading page loaded
 * GET /admin/index). Until it has, every admin screen goes to /admin/loading/{to} first (spec §2).
 * A flag in the first download, so the router can decide without loading the admin chunks.
 */
let bootstrapped = false;

export function adminBootstrapped(): boolean {
  return bootstrapped;
}

export function setAdminBootstrapped(value: boolean): void {
  bootstrapped = value;
}
