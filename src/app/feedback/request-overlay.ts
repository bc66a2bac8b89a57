import { translate } from '../i18n/translate';

const OVERLAY_ID = 'chis-request-loading';

/**
 * The overlay the HTTP client opens while loading requests are in flight (it does the reference
 * counting; this only draws). Plain DOM, so it works before React has rendered anything.
 */
export function showRequestOverlay(): void {
  if (document.getElementById(OVERLAY_ID)) return;
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.className = 'chis-loading-mask';
  overlay.setAttribute('role', 'progressbar');
  overlay.setAttribute('aria-label', translate('feedback.loading'));
  overlay.innerHTML = '<div class="chis-loading-spinner"></div>';
  document.body.appendChild(overlay);
}

export function hideRequestOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}
