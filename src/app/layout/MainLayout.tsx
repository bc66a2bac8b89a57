import { Suspense } from 'react';
import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { tokenAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import { BRAND_DARK, MENU_COLLAPSED_WIDTH, MENU_WIDTH } from '../styles/theme';
import AppFooter from './AppFooter';
import AppHeader from './AppHeader';
import { SideMenu, TabBar } from './signed-in-parts';
import '../styles/global.css';

const HEADER_HEIGHT = 56;

/** The frame's outline (menu and header in their colours) while the signed-in parts load. */
function FramePlaceholder() {
  const collapsed = useAtomValue(menuCollapsedAtom);
  return (
    <Layout hasSider style={{ minHeight: '100vh' }} aria-busy="true">
      <div style={{ flex: 'none', width: collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH, background: BRAND_DARK }} />
      <Layout>
        <div style={{ height: HEADER_HEIGHT, background: '#fff', boxShadow: '0 1px 4px rgba(16, 38, 58, 0.08)' }} />
      </Layout>
    </Layout>
  );
}

/**
 * The frame around every page: side menu and tab bar for a signed-in user; a visitor (home, trial
 * application, support) sees the header alone, since there is nothing in the menu for them yet.
 * One boundary around frame and page: a signed-in page appears together with its menu and tabs,
 * never before them.
 */
export default function MainLayout() {
  const token = useAtomValue(tokenAtom);
  return (
    <Suspense fallback={<FramePlaceholder />}>
      <Layout hasSider={Boolean(token)} style={{ minHeight: '100vh' }} data-testid="main-layout">
        {token && <SideMenu />}
        <Layout>
          <AppHeader />
          {token && <TabBar />}
          <Layout.Content style={{ padding: 20 }}>
            <Outlet />
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Suspense>
  );
}
