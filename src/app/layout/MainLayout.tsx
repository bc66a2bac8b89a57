import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { tokenAtom } from '../state/session';
import AppFooter from './AppFooter';
import AppHeader from './AppHeader';
import SideMenu from './SideMenu';
import TabBar from './TabBar';
import '../styles/global.css';

/**
 * The frame around every page: side menu and tab bar for a signed-in user; a visitor (home, trial
 * application, support) sees the header alone, since there is nothing in the menu for them yet.
 */
export default function MainLayout() {
  const token = useAtomValue(tokenAtom);
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="main-layout">
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
  );
}
