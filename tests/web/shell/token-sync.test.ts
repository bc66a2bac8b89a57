import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, tokenAtom, userInfoAtom } from '../../../src/app/state/session';
import { appStore } from '../../../src/app/state/store';
import { watchTokenAcrossTabs } from '../../../src/app/state/token-sync';

function otherTabWrites(newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue }));
}

describe('the token across browser tabs (spec §4)', () => {
  it('drops the local session when another tab removed the token', () => {
    appStore.set(tokenAtom, 'mine');
    appStore.set(userInfoAtom, { nickName: 'Li' });
    const reload = vi.fn();
    const stop = watchTokenAcrossTabs(appStore, reload);
    otherTabWrites(null);
    expect(appStore.get(tokenAtom)).toBe('');
    expect(appStore.get(userInfoAtom)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('reloads when another tab stored a different token, and ignores the same one', () => {
    appStore.set(tokenAtom, 'mine');
    const reload = vi.fn();
    const stop = watchTokenAcrossTabs(appStore, reload);
    otherTabWrites(JSON.stringify('mine'));
    expect(reload).not.toHaveBeenCalled();
    otherTabWrites(JSON.stringify('someone-else'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('persists the token under the chis: prefix', () => {
    appStore.set(tokenAtom, 'persisted');
    expect(localStorage.getItem('chis:token')).toBe('"persisted"');
  });
});
