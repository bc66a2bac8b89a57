import { Suspense } from 'react';
import { Layout, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router';
import './admin.css';
import AdminIntl from '../i18n/AdminIntl';
import { adminIndexAtom, adminPageAtom } from '../session/state';
import { useDocumentTitle } from '../titles';
import AdminHeader from './AdminHeader';
import AdminSider from './AdminSider';
import AdminTabs from './AdminTabs';

function PageTitle() {
  const { pathname } = useLocation();
  const page = useAtomValue(adminPageAtom);
  useDocumentTitle(page?.path === pathname ? page.title : null);
  return null;
}

function Frame() {
  const index = useAtomValue(adminIndexAtom);
  // The session has just ended (logout, a refused token) and the way to the login is under way.
  if (!index) return null;
  return (
    <Layout hasSider style={{ minHeight: '100vh' }} data-testid="admin-layout">
      <PageTitle />
      <AdminSider />
      <Layout>
        <AdminHeader />
        <AdminTabs />
        <Layout.Content style={{ padding: 20 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The admin back-end's frame around every admin screen: side menu, header, tabs, the screen. */
export default function AdminLayout() {
  return (
    <AdminIntl>
      <Frame />
    </AdminIntl>
  );
}
