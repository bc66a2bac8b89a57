import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../state/ui';

/** A message as the app hands it to react-intl: parsed at build time (scripts/i18n/). */
export type CompiledMessage = MessageFormatElement[];
export type MessageTable<M = CompiledMessage> = Record<string, M>;
export type FolderMessages<M = CompiledMessage> = Record<Locale, MessageTable<M>>;
export type Catalog<M = CompiledMessage> = Record<Locale, MessageTable<M>>;

/**
 * Merges the folders' message tables into one per language (contracts §11); it never reads a message,
 * so it takes any kind (the unit tests merge plain strings). A key defined twice,
 * or present in one language only, is a bug in the product: fail at start-up with every offender
 * named rather than show a raw key to a user.
 */
export function mergeMessages<M>(modules: Record<string, FolderMessages<M>>): Catalog<M> {
  const catalog: Catalog<M> = { 'zh-cn': {}, en: {} };
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
