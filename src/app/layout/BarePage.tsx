import type { ReactNode } from 'react';
import AppFooter from './AppFooter';
import LanguageSwitch from './LanguageSwitch';
import ProductMark from './ProductMark';
import '../styles/global.css';
import './frame.css';

/**
 * The frame of the full-screen pages outside the main layout (sign-up flows, error pages, the
 * admin hand-over): the product mark and the language switch, the page centred below.
 */
export default function BarePage({ children }: { children: ReactNode }) {
  return (
    <div className="chis-layout" style={{ minHeight: '100vh' }} data-testid="bare-page">
      <header className="chis-header">
        <ProductMark />
        <div style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitch />
        </div>
      </header>
      <main className="chis-content" style={{ padding: '24px 20px' }}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
