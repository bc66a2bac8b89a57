import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { adminMenuCollapsedAtom } from '../session/state';
import AdminBreadcrumbs from './AdminBreadcrumbs';
import LanguageSwitch from '../../layout/LanguageSwitch';
import AdminUserMenu from './AdminUserMenu';

/** The menu toggle and breadcrumbs; the language switch and the administrator on the right. */
export default function AdminHeader() {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useAtom(adminMenuCollapsedAtom);
  return (
    <Layout.Header
      data-testid="admin-header"
      style={{ display: 'flex', alignItems: 'center', gap: 16, position: 'sticky', top: 0, zIndex: 20, boxShadow: '0 1px 4px rgba(16, 38, 58, 0.08)' }}
    >
      <Button
        type="text"
        icon={<MenuOutlined rotate={collapsed ? 90 : 0} />}
        aria-label={intl.formatMessage({ id: collapsed ? 'admin.layout.menu.expand' : 'admin.layout.menu.collapse' })}
        onClick={() => setCollapsed(!collapsed)}
        data-testid="admin-collapse"
      />
      <AdminBreadcrumbs />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginInlineStart: 'auto' }}>
        <LanguageSwitch />
        <AdminUserMenu />
      </div>
    </Layout.Header>
  );
}
