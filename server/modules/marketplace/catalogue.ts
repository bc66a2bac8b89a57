// What the marketplace tells about its modules: the catalogue rows (filtered by category and a
// search over uid, titles, descriptions and developer), the categories with their counts, and a
// module's detail with every version, the changelog and its screenshots. Texts in both languages
// stay Labels (the client shows its language); category names are localised here.
import { isFree, releaseDates, type ModuleManifest } from '../../../lib/module-package/manifest';
import { localize, type Locale, type MessageKey } from '../../http/messages';
import type { PackageShelf, StoredPackage } from './package-store';

/** The categories the marketplace names; a module may use another id (shown as it is). */
export const KNOWN_CATEGORIES = ['editor', 'market-access', 'report', 'tool'] as const;

export function categoryLabel(id: string, locale: Locale): string {
  return (KNOWN_CATEGORIES as readonly string[]).includes(id) ? localize(`market.category.${id}` as MessageKey, locale) : id;
}

export interface CatalogueQuery {
  category?: string;
  q?: string;
  page: number;
  limit: number;
}

function summary(stored: StoredPackage, downloads: number, locale: Locale) {
  const m = stored.manifest;
  return {
    uid: m.uid,
    version: m.version,
    title: m.title,
    description: m.description,
    price: m.price,
    free: isFree(m),
    category: m.category,
    categoryLabel: categoryLabel(m.category, locale),
    developer: m.developer,
    ...releaseDates(m),
    downloads,
    sha256: stored.sha256,
    size: stored.size,
  };
}

function matches(m: ModuleManifest, q: string): boolean {
  const text = [m.uid, m.title['zh-cn'], m.title.en, m.description['zh-cn'], m.description.en, m.developer].join('\n').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export function catalogue(shelf: PackageShelf, downloads: Map<string, number>, query: CatalogueQuery, locale: Locale) {
  const newest = [...shelf.values()].map((versions) => versions[0]);
  const found = newest
    .filter((p) => !query.category || p.manifest.category === query.category)
    .filter((p) => !query.q || matches(p.manifest, query.q))
    .sort((a, b) => releaseDates(b.manifest).updated.localeCompare(releaseDates(a.manifest).updated) || a.manifest.uid.localeCompare(b.manifest.uid));
  const start = (query.page - 1) * query.limit;
  return { list: found.slice(start, start + query.limit).map((p) => summary(p, downloads.get(p.manifest.uid) ?? 0, locale)), total: found.length };
}

export function categories(shelf: PackageShelf, locale: Locale) {
  const counts = new Map<string, number>();
  for (const versions of shelf.values()) counts.set(versions[0].manifest.category, (counts.get(versions[0].manifest.category) ?? 0) + 1);
  return { list: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([id, count]) => ({ id, label: categoryLabel(id, locale), count })) };
}

/** The package's address relative to the marketplace's base URL (no leading slash: resolved against it). */
export const packagePath = (uid: string, version: string) => `modules/${uid}/versions/${version}/package`;

export function detail(shelf: PackageShelf, downloads: Map<string, number>, uid: string, version: string | undefined, locale: Locale) {
  const versions = shelf.get(uid);
  const stored = versions && (version === undefined ? versions[0] : versions.find((p) => p.manifest.version === version));
  if (!stored) return null;
  const m = stored.manifest;
  return {
    ...summary(stored, downloads.get(uid) ?? 0, locale),
    productVersions: m.productVersions,
    dependencies: m.dependencies,
    changelog: m.changelog,
    screenshots: (m.screenshots ?? []).map((s) => ({ url: `modules/${uid}/versions/${m.version}/${s.file}`, caption: s.caption })),
    versions: versions!.map((p) => ({ version: p.manifest.version, updated: releaseDates(p.manifest).updated, sha256: p.sha256, size: p.size })),
    download: packagePath(uid, m.version),
  };
}
