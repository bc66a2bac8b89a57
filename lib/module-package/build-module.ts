// Builds the signed package of one module source folder: its content files, plus what is
// generated from it at pack time (seed rows made by a deterministic generator, the browser
// bundle). The packer (`npm run module:pack`) and the built-in marketplace both build through here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { buildPackage, type BuiltPackage } from './package';
import { SEED_GENERATORS } from './seed-generators';
import { readModuleSources } from './sources';

/** Builds modules/<uid>/web/index.tsx into one ES module (scripts/modules/bundle.ts provides it). */
export type WebBundler = (moduleDir: string) => Promise<Buffer>;

export const WEB_ENTRY = path.join('web', 'index.tsx');
export const WEB_BUNDLE = 'web/bundle.js';

export async function buildModule(moduleDir: string, privateKey: KeyObject, bundle?: WebBundler): Promise<BuiltPackage> {
  const files = readModuleSources(moduleDir);
  const uid = path.basename(moduleDir);
  for (const [name, bytes] of SEED_GENERATORS[uid]?.() ?? []) files.set(name, bytes);
  if (existsSync(path.join(moduleDir, WEB_ENTRY))) {
    if (!bundle) throw new Error(`${uid} has a browser bundle (${WEB_ENTRY}); building it needs the web bundler`);
    files.set(WEB_BUNDLE, await bundle(moduleDir));
  }
  const built = await buildPackage(files, privateKey);
  if (built.manifest.uid !== uid) throw new Error(`${moduleDir}: the folder is named ${uid} but module.json says uid ${built.manifest.uid}`);
  return built;
}
