import { resolvePageMeta } from '../layout/page-meta';
import { intlFor } from '../i18n/translate';
import type { Locale } from '../state/ui';
import { titleText } from './title-text';

/** Spec §2: the page title is the route title plus the site name (site config may rename the site). */
export function documentTitle(pathname: string, locale: Locale, siteName: string | undefined): string {
  const title = titleText(resolvePageMeta(pathname).titleKey, locale);
  return `${title} - ${siteName || intlFor(locale).formatMessage({ id: 'router.siteName' })}`;
}
