// antd 5 renders its effects and pop-ups through React 18's render unless told React 19's: done
// here, with the first antd the app loads, rather than in every first download.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
// The ES-module builds: `antd/locale/*` re-exports the CommonJS ones, which would bring a second
// copy of the date-picker and pagination texts into the download.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { localeAtom } from '../state/ui';
import { appTheme } from '../styles/theme';
// Colour fixes for antd's own components come with antd: the first visit's entry then carries no
// style sheet, and the boot screen paints as soon as the HTML is parsed, not after a blocking
// stylesheet (issue 28 item 3).
import '../styles/a11y.css';

const antdLocales = { 'zh-cn': zhCN, en: enUS } as const;

/**
 * antd's theme and built-in texts in the interface language (its date pickers take dayjs's month
 * names for that language from the engine's time module, which registers them). Loaded with the
 * first screen that draws antd (see WithAntd.tsx): the visitor's landing does not.
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={appTheme}>
      {children}
    </ConfigProvider>
  );
}
