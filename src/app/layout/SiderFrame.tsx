// The dark side column both menus sit in (the subscriber's and the back-end's): spec §9's widths,
// the product mark on top, sticky under scrolling.
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import logoUrl from '../assets/logo.svg';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH } from '../styles/theme';

export interface SiderFrameProps {
  testId: string;
  collapsed: boolean;
  /** The text beside the logo (hidden when collapsed). */
  brand: string;
  /** Its tooltip (e.g. the full site name). */
  brandTitle?: string;
  children: ReactNode;
}

export function SiderFrame({ testId, collapsed, brand, brandTitle, children }: SiderFrameProps) {
  return (
    <Layout.Sider
      width={MENU_WIDTH}
      collapsedWidth={MENU_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid={testId}
      // A thin scrollbar: a full one would take 15 of the menu's 208 px from every label.
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', scrollbarWidth: 'thin', scrollbarColor: 'rgba(255,255,255,0.25) transparent' }}
    >
      <div
        style={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: collapsed ? '0 16px' : '0 18px',
          color: '#fff',
          fontWeight: 600,
          fontSize: 15,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
      >
        <img src={logoUrl} alt="" width={30} height={30} />
        {!collapsed && <span title={brandTitle}>{brand}</span>}
      </div>
      {children}
    </Layout.Sider>
  );
}
