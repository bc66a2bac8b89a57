import { ConfigProvider, Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { tokenAtom } from '../state/session';
import { appTheme } from '../styles/theme';
import AppHeader from './AppHeader';
import SideMenu from './SideMenu';
import TabBar from './TabBar';
import '../styles/global.css';

/**
 * The frame around every page: side menu and tab bar for a signed-in user; a visitor (home, trial
 * application, support) sees the header alone, since there is nothing in the menu for them yet.
 */
export default function MainLayout() {
  const intl = useIntl();
  const token = useAtomValue(tokenAtom);
  return (
    <ConfigProvider theme={appTheme}>
      <Layout style={{ minHeight: '100vh' }} data-testid="main-layout">
        {token && <SideMenu />}
        <Layout>
          <AppHeader />
          {token && <TabBar />}
          <Layout.Content style={{ padding: 20 }}>
            <Outlet />
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '12px 20px 20px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage({ id: 'layout.footer.rights' }, { year: new Date().getFullYear() })}
            </Typography.Text>
          </Layout.Footer>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
