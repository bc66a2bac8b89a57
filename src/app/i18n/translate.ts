import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { localeAtom, DEFAULT_LOCALE, type Locale } from '../state/ui';
import { appStore } from '../state/store';
import { catalog } from './catalog';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** The react-intl instance of a language; zh-cn texts fill any gap (spec: zh-cn is the fallback). */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: DEFAULT_LOCALE, messages: { ...catalog[DEFAULT_LOCALE], ...catalog[locale] } },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Translate outside React (guard, HTTP client, tracking) in the user's current language. */
export function translate(id: string, values?: Record<string, string | number>): string {
  return intlFor(appStore.get(localeAtom)).formatMessage({ id }, values);
}
