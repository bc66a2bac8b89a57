import { ConfigProvider } from 'antd';
// The ES-module builds: `antd/locale/*` re-exports the CommonJS ones, which would bring a second
// copy of the date-picker and pagination texts into the first download.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { appTheme } from '../styles/theme';
import { localeAtom } from '../state/ui';
import { intlFor } from './translate';

const antdLocales = { 'zh-cn': zhCN, en: enUS } as const;

/** One switch drives react-intl, antd's built-in texts, dayjs and the document language together. */
export default function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    dayjs.locale(locale);
    document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en';
  }, [locale]);
  return (
    <RawIntlProvider value={intlFor(locale)}>
      <ConfigProvider locale={antdLocales[locale]} theme={appTheme}>
        {children}
      </ConfigProvider>
    </RawIntlProvider>
  );
}
