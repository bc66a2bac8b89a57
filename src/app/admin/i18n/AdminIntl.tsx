import type { ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { extendIntl } from '../../i18n/extended-catalog';
import { adminCatalog } from './catalog';

/** The admin screens' messages on top of the app's, in the interface language (I18nProvider's). */
export default function AdminIntl({ children }: { children: ReactNode }) {
  const base = useIntl();
  return <RawIntlProvider value={extendIntl(base, adminCatalog)}>{children}</RawIntlProvider>;
}
