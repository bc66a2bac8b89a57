// Which message ids a page's code uses that the catalogue it loads does not hold. A page draws with
// the shell's messages (every messages.ts under src/app but pages/, admin/), the signed-in frame's,
// its top folder's messages.ts (router/pages.ts) and the `?compiled` tables its modules import; a
// module borrowed from another page's folder brings its code but not that folder's texts, and an id
// missing from the catalogue reaches the screen as the raw id (issue 26: one-click-search.sectionTotal
// six times on the result page). Read from the sources, so a test fails before a user sees it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Table = Record<string, Record<string, string>>;

const APP = 'src/app';
const PAGES = `${APP}/pages`;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(dir: string, name: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path, name) : name(entry) ? [path] : [];
  });
}

async function keysOf(file: string): Promise<string[]> {
  const table = ((await import(pathToFileURL(resolve(file)).href)) as { default: Table }).default;
  return Object.keys(table['zh-cn'] ?? {});
}

function resolveImport(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
  return found ?? null;
}

/** A page's modules inside src/app/pages (static and dynamic imports), and the `?compiled` tables they import. */
function pageGraph(entry: string, pagesDir: string): { modules: string[]; tables: string[] } {
  const modules = new Set<string>();
  const tables = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      if (specifier.endsWith('?compiled')) {
        tables.add(join(dirname(file), specifier.slice(0, -'?compiled'.length)));
        continue;
      }
      const target = resolveImport(file, specifier);
      if (target && target.startsWith(pagesDir) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return { modules: [...modules], tables: [...tables] };
}

/**
 * The message ids a module names: quoted words of the form namespace.rest whose namespace is one the
 * catalogues use (so test ids and file names are not taken for ids). A template literal's fixed start
 * (`x.channel.${…}`) stands for the ids beginning with it.
 */
function usedIds(source: string, namespaces: Set<string>): { exact: string[]; prefixes: string[] } {
  const exact: string[] = [];
  const prefixes: string[] = [];
  for (const [, quoted] of source.matchAll(/['"]([a-z][a-z0-9-]*\.[A-Za-z0-9.-]*[A-Za-z0-9])['"]/g)) {
    if (namespaces.has(quoted.split('.')[0])) exact.push(quoted);
  }
  for (const [, start] of source.matchAll(/`([a-z][a-z0-9-]*\.[A-Za-z0-9.-]*)\$\{/g)) {
    if (namespaces.has(start.split('.')[0])) prefixes.push(start);
  }
  return { exact, prefixes };
}

export interface MissingMessage {
  /** The route folder (src/app/pages/<folder>/index.tsx). */
  page: string;
  id: string;
  /** The module that uses it. */
  in: string;
}

/** Every (page, id) where a page's code names a message its catalogue lacks; [] when all are there. */
export async function missingPageMessages(root = process.cwd()): Promise<MissingMessage[]> {
  const at = (path: string) => join(root, path);
  const allTables = filesUnder(at(APP), (name) => name === 'messages.ts');
  const keys = new Map<string, string[]>();
  for (const file of [...allTables, at('src/api/messages.ts')]) keys.set(file, await keysOf(file));
  const namespaces = new Set([...keys.values()].flat().map((id) => id.split('.')[0]));
  // What every page draws with: the shell (catalog.ts), the API client's, the signed-in frame's.
  const shell = [...keys.entries()].filter(([file]) => !file.startsWith(at(PAGES)) && !file.startsWith(at(`${APP}/admin`))).flatMap(([, ids]) => ids);

  const missing: MissingMessage[] = [];
  for (const entry of filesUnder(at(PAGES), (name) => name === 'index.tsx')) {
    const folder = relative(at(PAGES), dirname(entry));
    const { modules, tables } = pageGraph(entry, at(PAGES));
    const own = at(join(PAGES, folder.split('/')[0], 'messages.ts'));
    const loaded = new Set([...shell, ...(keys.get(own) ?? []), ...tables.flatMap((table) => keys.get(table) ?? [])]);
    for (const module of modules) {
      const { exact, prefixes } = usedIds(readFileSync(module, 'utf8'), namespaces);
      const inModule = relative(root, module);
      for (const id of exact) if (!loaded.has(id)) missing.push({ page: folder, id, in: inModule });
      for (const start of prefixes) if (![...loaded].some((id) => id.startsWith(start))) missing.push({ page: folder, id: `${start}…`, in: inModule });
    }
  }
  return missing;
}
