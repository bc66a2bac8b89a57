// What a verified package gives the installer (docs/modules.md): its crud screens (schemas/*.json),
// seed rows per table (seed/[NN-]<table>.json holding an array, or .jsonl with a row a line; files
// load in name order, so a number prefix puts the rows a table points at first)
// and the optional browser bundle. Nothing in a package is code the server runs. A file that does not
// parse is a problem of the dry run, never an exception in the middle of an install.
import type { ModuleManifest } from '../../../../lib/module-package/manifest';
import { WEB_BUNDLE } from '../../../../lib/module-package/build-module';

export type SeedRow = Record<string, unknown>;

export interface ModuleContent {
  manifest: ModuleManifest;
  /** The crud documents, by file name order. */
  screens: unknown[];
  seeds: { table: string; rows: SeedRow[] }[];
  bundle: Buffer | null;
  problems: string[];
}

function parseRows(name: string, text: string, problems: string[]): SeedRow[] {
  try {
    const rows = name.endsWith('.jsonl')
      ? text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as unknown)
      : (JSON.parse(text) as unknown);
    const list = Array.isArray(rows) ? rows : [];
    if (!Array.isArray(rows) || list.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      problems.push(`${name}: seed rows must be a list of objects`);
      return [];
    }
    return list as SeedRow[];
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
    return [];
  }
}

export function readContent(manifest: ModuleManifest, files: ReadonlyMap<string, Buffer>): ModuleContent {
  const problems: string[] = [];
  const names = [...files.keys()].sort();
  const screens: unknown[] = [];
  for (const name of names.filter((n) => /^schemas\/[^/]+\.json$/.test(n))) {
    try {
      screens.push(JSON.parse(files.get(name)!.toString('utf8')) as unknown);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const seeds = names
    .filter((n) => /^seed\/[^/]+\.jsonl?$/.test(n))
    .map((name) => ({ table: name.slice('seed/'.length).replace(/\.jsonl?$/, '').replace(/^\d+-/, ''), rows: parseRows(name, files.get(name)!.toString('utf8'), problems) }));
  return { manifest, screens, seeds, bundle: files.get(WEB_BUNDLE) ?? null, problems };
}
