// A module's source folder (modules/<uid>/) → the files of its package. Only data goes in: the
// manifest, crud schemas, table definitions, seed rows, translations and screenshots. Source code
// (web/*.tsx, generators) never does; what a pack step makes from it (the browser bundle
// web/bundle.js, generated seed rows) is added as generated files.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSafePath } from './archive';
import { MANIFEST_FILE } from './package';

/** Folders of a module whose files are content. */
export const CONTENT_FOLDERS = ['schemas', 'tables', 'seed', 'i18n', 'screenshots'] as const;

function walk(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => {
      const relative = `${folder}/${name}`;
      return statSync(path.join(root, relative)).isDirectory() ? walk(root, relative) : [relative];
    });
}

/** Every content file of the module at `dir`, path → bytes (module.json first). */
export function readModuleSources(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const manifest = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifest)) throw new Error(`${dir} has no ${MANIFEST_FILE}`);
  files.set(MANIFEST_FILE, readFileSync(manifest));
  for (const name of CONTENT_FOLDERS.flatMap((folder) => walk(dir, folder))) {
    if (!isSafePath(name)) throw new Error(`${dir}/${name}: a package path uses letters, digits and ._- only`);
    files.set(name, readFileSync(path.join(dir, name)));
  }
  return files;
}

/** Every file under the module's folder (web sources included), for "have the sources changed?". */
export function sourcesHash(dir: string): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const child = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(dir, child)).isDirectory()) visit(child);
      else hash.update(`${child}\0`).update(readFileSync(path.join(dir, child))).update('\0');
    }
  };
  visit('');
  return hash.digest('hex');
}

/**
 * The packer's own code (this folder: the format, the seed generators): a package made by another
 * packer from the same sources is another package.
 */
export function packerHash(): string {
  return sourcesHash(fileURLToPath(new URL('.', import.meta.url)));
}
