import { hooks } from './hooks';

/**
 * Spec §4: the loading overlay is reference counted — it opens with the first concurrent loading
 * request and closes when the last one settles.
 */
let count = 0;

export function acquireLoading(): void {
  count += 1;
  if (count === 1) hooks().showLoading();
}

export function releaseLoading(): void {
  if (count === 0) return;
  count -= 1;
  if (count === 0) hooks().hideLoading();
}

export function loadingCount(): number {
  return count;
}
