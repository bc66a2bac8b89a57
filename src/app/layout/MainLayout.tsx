import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { tokenAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import { BRAND_DARK, MENU_COLLAPSED_WIDTH, MENU_WIDTH } from '../styles/theme';
import AppFooter from './AppFooter';
import AppHeader from './AppHeader';
import '../styles/global.css';

// The menu and the tab bar exist only for a signed-in user: loaded when one is, so that a
// visitor's first download carries neither antd's Menu nor its Tabs.
const SideMenu = lazy(() => import('./SideMenu'));
const TabBar = lazy(() => import('./TabBar'));

/** Holds the menu's place (its width and colour) while the menu's code loads. */
function MenuPlaceholder() {
  const collapsed = useAtomValue(menuCollapsedAtom);
  return <div style={{ flex: 'none', width: collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH, background: BRAND_DARK }} />;
}

/**
 * The frame around every page: side menu and tab bar for a signed-in user; a visitor (home, trial
 * application, support) sees the header alone, since there is nothing in the menu for them yet.
 */
export default function MainLayout() {
  const token = useAtomValue(tokenAtom);
  return (
    <Layout hasSider={Boolean(token)} style={{ minHeight: '100vh' }} data-testid="main-layout">
      {token && (
        <Suspense fallback={<MenuPlaceholder />}>
          <SideMenu />
        </Suspense>
      )}
      <Layout>
        <AppHeader />
        {token && (
          <Suspense fallback={null}>
            <TabBar />
          </Suspense>
        )}
        <Layout.Content style={{ padding: 20 }}>
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
