import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { PHONE_QUERY, useMediaQuery } from '../../../engine/runtime/use-media-query';
import { adminDrawerOpenAtom, adminMenuCollapsedAtom } from '../session/state';
import AdminBreadcrumbs from './AdminBreadcrumbs';
import LanguageSwitch from '../../layout/LanguageSwitch';
import MenuFoldButton from '../../layout/MenuFoldButton';
import AdminUserMenu from './AdminUserMenu';

/**
 * The menu toggle and breadcrumbs; the language switch and the administrator on the right. On a
 * phone the toggle opens and closes the menu drawer instead of folding the side menu.
 */
export default function AdminHeader() {
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useAtom(adminMenuCollapsedAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(adminDrawerOpenAtom);
  const folded = phone ? !drawerOpen : collapsed;
  const label = phone ? (drawerOpen ? 'admin.layout.menu.close' : 'admin.layout.menu.open') : collapsed ? 'admin.layout.menu.expand' : 'admin.layout.menu.collapse';
  return (
    <header className="chis-header chis-header-bar" data-testid="admin-header">
      <MenuFoldButton
        collapsed={folded}
        onToggle={() => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
        label={intl.formatMessage({ id: label })}
        testId="admin-collapse"
      />
      {/* A phone's header has room for the tools only: the tab and the page title name the page. */}
      {!phone && <AdminBreadcrumbs />}
      <div className="chis-header-end">
        <LanguageSwitch />
        <AdminUserMenu />
      </div>
    </header>
  );
}
