import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';

/** Every persisted key is prefixed, so the app never collides with other data on the origin. */
export const STORAGE_PREFIX = 'chis:';

// JSON in localStorage, read synchronously at start-up. Deliberately without jotai's cross-tab
// subscription: the token follows its own rules across tabs (see token-sync.ts), and the other
// slices are per-tab views of the same data that a reload refreshes.
function localJsonStorage<Value>(): SyncStorage<Value> {
  return {
    getItem(key, initialValue) {
      try {
        const raw = localStorage.getItem(key);
        return raw === null ? initialValue : (JSON.parse(raw) as Value);
      } catch {
        // Unreadable JSON, or storage blocked by privacy settings: start from the default.
        return initialValue;
      }
    },
    setItem(key, value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Blocked or full: the value still lives in memory for this tab.
      }
    },
    removeItem(key) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Blocked: nothing was stored.
      }
    },
  };
}

/** An atom persisted in localStorage under `chis:<name>`. */
export function persistedAtom<Value>(name: string, initialValue: Value) {
  return atomWithStorage<Value>(STORAGE_PREFIX + name, initialValue, localJsonStorage<Value>(), {
    getOnInit: true,
  });
}
