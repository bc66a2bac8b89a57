import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { adminMenuCollapsedAtom } from '../session/state';
import AdminBreadcrumbs from './AdminBreadcrumbs';
import LanguageSwitch from '../../layout/LanguageSwitch';
import MenuFoldButton from '../../layout/MenuFoldButton';
import AdminUserMenu from './AdminUserMenu';

/** The menu toggle and breadcrumbs; the language switch and the administrator on the right. */
export default function AdminHeader() {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useAtom(adminMenuCollapsedAtom);
  return (
    <header className="chis-header chis-header-bar" data-testid="admin-header">
      <MenuFoldButton
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        label={intl.formatMessage({ id: collapsed ? 'admin.layout.menu.expand' : 'admin.layout.menu.collapse' })}
        testId="admin-collapse"
      />
      <AdminBreadcrumbs />
      <div className="chis-header-end">
        <LanguageSwitch />
        <AdminUserMenu />
      </div>
    </header>
  );
}
