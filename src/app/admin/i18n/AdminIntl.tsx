import type { ReactNode } from 'react';
import { ExtendedIntl } from '../../i18n/ExtendedIntl';
import { adminCatalog } from './catalog';

/** The admin screens' messages on top of the app's, in the interface language (I18nProvider's). */
export default function AdminIntl({ children }: { children: ReactNode }) {
  return <ExtendedIntl catalog={adminCatalog}>{children}</ExtendedIntl>;
}
