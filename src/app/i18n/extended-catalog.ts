import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Catalog, MessageTable } from './merge';

// A part of the app loaded on demand (a page, the admin back-end) brings its messages in its own
// chunks, so the first download's catalogue stays the shell's. Its catalogue extends the app's intl
// of the moment (the one I18nProvider gives, in the interface language) rather than importing
// catalog.ts: a first-download module imported by a lazy chunk is split out of the entry chunk by
// the bundler.

const cache = createIntlCache();
const extended = new WeakMap<IntlShape, WeakMap<Catalog, IntlShape>>();

/**
 * The app's intl plus a lazily loaded catalogue, in the same language; the catalogue's zh-cn texts
 * fill its gaps (zh-cn is the fallback). A key the app already defines otherwise is a bug: it fails.
 */
export function extendIntl(base: IntlShape, extra: Catalog): IntlShape {
  let byCatalog = extended.get(base);
  if (!byCatalog) {
    byCatalog = new WeakMap();
    extended.set(base, byCatalog);
  }
  let intl = byCatalog.get(extra);
  if (!intl) {
    const locale = base.locale === 'en' ? 'en' : 'zh-cn';
    // The same catalogue met twice (a part inside a page that already carries it) is no clash.
    const clashes = Object.keys(extra['zh-cn']).filter((key) => key in base.messages && base.messages[key] !== (extra[locale][key] ?? extra['zh-cn'][key]));
    if (clashes.length > 0) throw new Error(`i18n messages are inconsistent: ${clashes.join(', ')} defined twice`);
    intl = createIntl(
      // The app's messages are compiled like the catalogue's (catalog.ts), never strings.
      { locale: base.locale, defaultLocale: base.defaultLocale, messages: { ...(base.messages as MessageTable), ...extra['zh-cn'], ...extra[locale] } },
      cache,
    );
    byCatalog.set(extra, intl);
  }
  return intl;
}
