// The enabled modules' browser bundles (docs/modules.md): before a crud screen renders, the admin app
// asks the installer which bundles to load (GET /module-assets: installed, enabled modules with their
// integrity) and has the engine's module host import them from our own origin and register their
// widgets. The host (it carries antd for the bundles) is loaded only when a module has a bundle, so
// the admin's own download does not grow. The marketplace refreshes the list after every change.
import type { ModuleBundle } from '../../../engine/modules/host';
import { ADMIN_API, adminClient } from '../api/client';
import { host } from '../host';

let ready: Promise<void> | null = null;
let hostLoaded = false;

async function load(): Promise<void> {
  const { list } = await adminClient
    .request<{ list: ModuleBundle[] }>({ url: `${ADMIN_API}/module-assets`, showErrorMessage: false, cancelDuplicate: false })
    // Without the list the screens still render: a module's field says which module to install.
    .catch(() => ({ list: [] as ModuleBundle[] }));
  if (list.length === 0 && !hostLoaded) return;
  hostLoaded = true;
  const { syncModuleBundles } = await import('../../../engine/modules/host');
  const failures = await syncModuleBundles(list);
  // Spec §4: a module that fails to load raises the update prompt, as a missing chunk does.
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    host().showUpdatePrompt();
  }
}

/** Resolves once the enabled modules' widgets are registered (loaded once, until a refresh). */
export function moduleBundlesReady(): Promise<void> {
  ready ??= load();
  return ready;
}

/** After an install, enable, disable, uninstall, update or rollback: the bundles to load have changed. */
export function refreshModuleBundles(): Promise<void> {
  ready = load();
  return ready;
}
