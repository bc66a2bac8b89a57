// The dark side column both menus sit in (the subscriber's and the back-end's): spec §9's widths,
// the product mark on top, sticky under scrolling. Plain markup: every signed-in page draws it.
import type { ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH } from '../styles/theme';
import './sider-frame.css';

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
    <aside className="chis-sider" data-collapsed={collapsed} style={{ width: collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH }} data-testid={testId}>
      <div className="chis-sider-brand">
        <img src={logoUrl} alt="" width={30} height={30} />
        {!collapsed && <span title={brandTitle}>{brand}</span>}
      </div>
      {children}
    </aside>
  );
}
