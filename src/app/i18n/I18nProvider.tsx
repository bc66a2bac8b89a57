import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { localeAtom } from '../state/ui';
import { intlFor } from './translate';

/**
 * One switch drives react-intl and the document language; antd's texts follow it in AntdProvider,
 * which only the screens drawn with antd load, and times name their months in it where they are
 * shown (the engine's time module).
 */
export default function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en';
  }, [locale]);
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}
