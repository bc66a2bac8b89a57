// antd's static message and Modal (rc-notification, rc-dialog) are needed only when a toast or the
// update prompt shows; importing them through this module, and only dynamically, keeps them out of
// the first download.
// Toasts and the update prompt may show before any antd screen has loaded the React 19 patch.
import '@ant-design/v5-patch-for-react-19';
import { createElement, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { appTheme } from '../styles/theme';

// Static methods render in a root of their own, outside the app's ConfigProvider: without this
// the update prompt's button and the toasts would wear antd's default blue, not the product's theme.
ConfigProvider.config({ holderRender: (children: ReactNode) => createElement(ConfigProvider, { theme: appTheme }, children) });

export { message, Modal } from 'antd';
