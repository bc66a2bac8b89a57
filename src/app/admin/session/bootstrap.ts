import { appStore, type AppStore } from '../../state/store';
import { fetchAdminIndex } from '../api/admin-api';
import type { AdminIndex } from '../api/types';
import { host } from '../host';
import { adminIndexAtom } from './state';

let restoring: Promise<AdminIndex> | undefined;

/**
 * Restores the admin session in this page: GET /index with the stored admin token, kept in the
 * store; from then on the admin screens render (the router's gate opens). Overlapping callers (a
 * remounted loading page) share one call.
 */
export function restoreAdminSession(store: AppStore = appStore): Promise<AdminIndex> {
  restoring ??= fetchAdminIndex()
    .then((index) => {
      store.set(adminIndexAtom, index);
      host().setBootstrapped(true);
      return index;
    })
    .finally(() => {
      restoring = undefined;
    });
  return restoring;
}
