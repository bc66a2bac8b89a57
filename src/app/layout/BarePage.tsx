import type { ReactNode } from 'react';
import { Layout } from 'antd';
import AppFooter from './AppFooter';
import LanguageSwitch from './LanguageSwitch';
import ProductMark from './ProductMark';
import '../styles/global.css';

/**
 * The frame of the full-screen pages outside the main layout (sign-up flows, error pages, the
 * admin hand-over): the product mark and the language switch, the page centred below.
 */
export default function BarePage({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="bare-page">
      <Layout.Header style={{ display: 'flex', alignItems: 'center', boxShadow: '0 1px 4px rgba(16, 38, 58, 0.08)' }}>
        <ProductMark />
        <div style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitch />
        </div>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 20px' }}>{children}</Layout.Content>
      <AppFooter />
    </Layout>
  );
}
