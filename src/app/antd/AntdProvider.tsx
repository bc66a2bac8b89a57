// antd 5 renders its effects and pop-ups through React 18's render unless told React 19's: done
// here, with the first antd the app loads, rather than in every first download.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
// The ES-module builds: `antd/locale/*` re-exports the CommonJS ones, which would bring a second
// copy of the date-picker and pagination texts into the download.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { localeAtom } from '../state/ui';
import { appTheme } from '../styles/theme';

const antdLocales = { 'zh-cn': zhCN, en: enUS } as const;

/**
 * antd's theme and built-in texts (and dayjs's, which its date pickers use) in the interface
 * language. Loaded with the first screen that draws antd (see WithAntd.tsx): the visitor's landing
 * does not.
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={appTheme}>
      {children}
    </ConfigProvider>
  );
}
