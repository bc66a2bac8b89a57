// The host side of module bundles (module-api.ts): the api a bundle's register(api) receives, and the
// loader that imports the enabled modules' bundles from our own origin. Loaded on demand by the app
// only when a module has a bundle: it carries the whole of antd for the bundles, which the product's
// own downloads never do.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as antd from 'antd';
import { cellRenderers, moduleCellEntry } from '../adapters/table/cells';
import { formWidgets, moduleWidgetEntry } from '../adapters/formily/form-widget-registry';
import { MODULE_API_GLOBAL, type ModuleApi, type ModuleRegister } from './module-api';

/** A module's api, and the removal of everything it registered (the module was disabled or replaced). */
export interface ModuleHandle {
  api: ModuleApi;
  dispose(): void;
}

export function moduleApi(): ModuleHandle {
  const removals: (() => void)[] = [];
  const api: ModuleApi = {
    apiVersion: 1,
    React,
    ReactDOM,
    jsxRuntime,
    antd,
    registerFormWidget: (name, component) => void removals.push(formWidgets.register(name, moduleWidgetEntry(component))),
    registerCellRenderer: (name, component) => void removals.push(cellRenderers.register(name, moduleCellEntry(component))),
  };
  return { api, dispose: () => removals.splice(0).reverse().forEach((remove) => remove()) };
}

/** One enabled module's bundle, as the installer lists it. */
export interface ModuleBundle {
  uid: string;
  version: string;
  /** Same-origin path of the bundle (/chis_web/api/admin/module-assets/<uid>/<version>/bundle.js). */
  url: string;
  /** Subresource integrity of the bundle (`sha256-<base64>`), from the verified package's file list. */
  integrity: string;
}

const loaded = new Map<string, { version: string; handle: ModuleHandle }>();

/**
 * Fetches the bundle through a <link rel="modulepreload"> carrying its integrity, so the browser refuses
 * a bundle whose bytes differ from the signed package's (a dynamic import() has no integrity of its
 * own); the import then takes the module the preload already checked.
 */
function preload(bundle: ModuleBundle): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = bundle.url;
    link.integrity = bundle.integrity;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`module ${bundle.uid} ${bundle.version}: its bundle could not be loaded or failed its integrity check`));
    document.head.append(link);
  });
}

async function importBundle(bundle: ModuleBundle): Promise<ModuleHandle> {
  if (!bundle.url.startsWith('/') || bundle.url.startsWith('//')) throw new Error(`module ${bundle.uid}: a bundle is loaded only from this origin`);
  await preload(bundle);
  const handle = moduleApi();
  (globalThis as Record<string, unknown>)[MODULE_API_GLOBAL] = handle.api;
  const module = (await import(/* @vite-ignore */ bundle.url)) as { default?: ModuleRegister };
  if (typeof module.default !== 'function') throw new Error(`module ${bundle.uid}: its bundle exports no register(api)`);
  try {
    module.default(handle.api);
  } catch (error) {
    handle.dispose();
    throw error;
  }
  return handle;
}

/**
 * Makes the registered parts those of exactly `bundles`: new ones imported and registered, ones no
 * longer listed (disabled, uninstalled) or at another version (updated, rolled back) removed. A bundle
 * that fails is reported and left out; the others still load. Resolves with the failures.
 */
export async function syncModuleBundles(bundles: readonly ModuleBundle[]): Promise<Error[]> {
  const wanted = new Map(bundles.map((b) => [b.uid, b]));
  for (const [uid, entry] of loaded) {
    if (wanted.get(uid)?.version === entry.version) continue;
    entry.handle.dispose();
    loaded.delete(uid);
  }
  const failures: Error[] = [];
  for (const bundle of bundles) {
    if (loaded.has(bundle.uid)) continue;
    try {
      loaded.set(bundle.uid, { version: bundle.version, handle: await importBundle(bundle) });
    } catch (error) {
      failures.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return failures;
}
