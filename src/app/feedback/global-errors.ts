import { DuplicateRequestError, ApiError } from '../../api/types';
import { isChunkLoadError, showUpdatePrompt } from './chunk-load';

/**
 * The app-wide error handler (spec §8): a chunk that fails to load anywhere (a lazy component,
 * Vite's preload of a route's CSS) opens the update prompt; API failures were already shown to
 * the user by the client, so their unhandled rejections are not errors of the app.
 */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    showUpdatePrompt();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason)) {
      event.preventDefault();
      showUpdatePrompt();
    } else if (reason instanceof ApiError || reason instanceof DuplicateRequestError) {
      event.preventDefault();
    }
  });
}
