import { labelForKey } from '../layout/page-meta';
import { intlFor } from '../i18n/translate';
import type { Locale } from '../state/ui';

/** The text of a page-meta title key: a schema label, else a message. */
export function titleText(key: string, locale: Locale): string {
  const label = labelForKey(key);
  if (label) return label[locale] || label['zh-cn'];
  return intlFor(locale).formatMessage({ id: key });
}
