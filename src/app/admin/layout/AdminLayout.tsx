import { Suspense } from 'react';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router';
import './admin.css';
import AdminIntl from '../i18n/AdminIntl';
import { adminIndexAtom, adminPageAtom } from '../session/state';
import FrameShell from '../../layout/FrameShell';
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
    // The subscriber's frame (FrameShell): one look for both, and the same print rules.
    <FrameShell testId="admin-layout" sider={<AdminSider />} header={<AdminHeader />} tabs={<AdminTabs />}>
      <PageTitle />
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Outlet />
      </Suspense>
    </FrameShell>
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
