import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Catalog, FolderMessages } from './merge';

// A part of the app loaded on demand (the admin back-end) brings its messages in its own chunks, so
// the first download's catalogue stays the subscriber's. Its catalogue extends the app's intl of the
// moment (the one I18nProvider gives, in the interface language) rather than importing catalog.ts:
// a first-download module imported by a lazy chunk is split out of the entry chunk by the bundler.

const LOCALES = ['zh-cn', 'en'] as const;

/**
 * Merges a part's message folders with the same checks as the app's catalogue (merge.ts): a key
 * defined twice, or present in one language only, fails with every offender named.
 */
export function mergeLazyMessages(modules: Record<string, FolderMessages>): Catalog {
  const catalog: Catalog = { 'zh-cn': {}, en: {} };
  const origin = new Map<string, string>();
  const problems: string[] = [];
  for (const [file, table] of Object.entries(modules)) {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(table[locale] ?? {})) {
        const seen = origin.get(`${locale}\u0000${key}`);
        if (seen !== undefined) problems.push(`duplicate key "${key}" (${locale}) in ${seen} and ${file}`);
        origin.set(`${locale}\u0000${key}`, file);
        catalog[locale][key] = text;
      }
    }
    for (const key of Object.keys(table['zh-cn'] ?? {})) if (!(key in (table.en ?? {}))) problems.push(`key "${key}" has no en text in ${file}`);
    for (const key of Object.keys(table.en ?? {})) if (!(key in (table['zh-cn'] ?? {}))) problems.push(`key "${key}" has no zh-cn text in ${file}`);
  }
  if (problems.length > 0) throw new Error(`i18n messages are inconsistent:\n${problems.join('\n')}`);
  return catalog;
}

const cache = createIntlCache();
const extended = new WeakMap<IntlShape, WeakMap<Catalog, IntlShape>>();

/**
 * The app's intl plus a lazily loaded catalogue, in the same language; the catalogue's zh-cn texts
 * fill its gaps (zh-cn is the fallback). A key the app already defines is a bug: it fails.
 */
export function extendIntl(base: IntlShape, extra: Catalog): IntlShape {
  let byCatalog = extended.get(base);
  if (!byCatalog) {
    byCatalog = new WeakMap();
    extended.set(base, byCatalog);
  }
  let intl = byCatalog.get(extra);
  if (!intl) {
    const clashes = Object.keys(extra['zh-cn']).filter((key) => key in base.messages);
    if (clashes.length > 0) throw new Error(`i18n messages are inconsistent: ${clashes.join(', ')} defined twice`);
    const locale = base.locale === 'en' ? 'en' : 'zh-cn';
    intl = createIntl(
      // The app's messages are ICU strings (catalog.ts), never precompiled.
      { locale: base.locale, defaultLocale: base.defaultLocale, messages: { ...(base.messages as Record<string, string>), ...extra['zh-cn'], ...extra[locale] } },
      cache,
    );
    byCatalog.set(extra, intl);
  }
  return intl;
}
