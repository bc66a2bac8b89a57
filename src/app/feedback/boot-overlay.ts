/** The loading screen index.html shows until the first page is ready. */
export const BOOT_OVERLAY_ID = 'app-loading';
/** Spec §9: the loading overlay goes 1 s after navigation. */
export const BOOT_OVERLAY_DELAY_MS = 1000;

/** Schedules the boot screen's removal; later navigations find it gone or already leaving. */
export function removeBootOverlayLater(): void {
  const overlay = document.getElementById(BOOT_OVERLAY_ID);
  if (!overlay || overlay.dataset.leaving) return;
  overlay.dataset.leaving = 'true';
  setTimeout(() => overlay.remove(), BOOT_OVERLAY_DELAY_MS);
}
