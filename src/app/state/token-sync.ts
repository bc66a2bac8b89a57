import { clearSession, TOKEN_KEY, tokenAtom } from './session';
import { appStore, type AppStore } from './store';

/**
 * Spec §4: when another tab logs out (the stored token disappears) this tab drops its token too;
 * when another tab logs in as someone else (the stored token changes) this tab reloads, so it
 * never shows one user's data under another user's token.
 */
export function watchTokenAcrossTabs(
  store: AppStore = appStore,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const stored = parseToken(event.key === null ? null : event.newValue);
    const local = store.get(tokenAtom);
    if (!stored) {
      if (local) clearSession(store);
    } else if (stored !== local) {
      reload();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function parseToken(raw: string | null): string {
  if (!raw) return '';
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}
