import type { Locale } from '../state/ui';

export type MessageTable = Record<string, string>;
export type FolderMessages = Record<Locale, MessageTable>;
export type Catalog = Record<Locale, MessageTable>;

/**
 * Merges the folders' message tables into one per language (contracts §11). A key defined twice,
 * or present in one language only, is a bug in the product: fail at start-up with every offender
 * named rather than show a raw key to a user.
 */
export function mergeMessages(modules: Record<string, FolderMessages>): Catalog {
  const catalog: Catalog = { 'zh-cn': {}, en: {} };
  const origin = new Map<string, string>();
  const problems: string[] = [];
  for (const [file, table] of Object.entries(modules)) {
    for (const locale of ['zh-cn', 'en'] as const) {
      for (const [key, text] of Object.entries(table[locale] ?? {})) {
        const seen = origin.get(`${locale}\u0000${key}`);
        if (seen !== undefined) problems.push(`duplicate key "${key}" (${locale}) in ${seen} and ${file}`);
        origin.set(`${locale}\u0000${key}`, file);
        catalog[locale][key] = text;
      }
    }
    const zh = Object.keys(table['zh-cn'] ?? {});
    const en = new Set(Object.keys(table.en ?? {}));
    for (const key of zh) if (!en.has(key)) problems.push(`key "${key}" has no en text in ${file}`);
    for (const key of en) if (!(key in (table['zh-cn'] ?? {}))) problems.push(`key "${key}" has no zh-cn text in ${file}`);
  }
  if (problems.length > 0) throw new Error(`i18n messages are inconsistent:\n${problems.join('\n')}`);
  return catalog;
}
