/** The loading screen index.html shows until the first page is ready. */
export const BOOT_OVERLAY_ID = 'app-loading';
/** Spec §9: the loading overlay goes 1 s after navigation. */
export const BOOT_OVERLAY_DELAY_MS = 1000;

let scheduled = false;

export function removeBootOverlayLater(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => document.getElementById(BOOT_OVERLAY_ID)?.remove(), BOOT_OVERLAY_DELAY_MS);
}
