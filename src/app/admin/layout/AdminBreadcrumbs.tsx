import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BreadcrumbTrail } from '../../layout/BreadcrumbTrail';
import { ADMIN_DASHBOARD_PATH } from '../paths';
import { adminIndexAtom, adminPageAtom } from '../session/state';
import { ROUTE_TITLES, useLabelText, useTitleText } from '../titles';
import { menuTrail } from './menu-tree';

/** Dashboard › the menu groups › the page on screen (the dashboard alone on the dashboard). */
export default function AdminBreadcrumbs() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'admin.layout.breadcrumbs' });
  const { pathname } = useLocation();
  const menus = useAtomValue(adminIndexAtom)?.menus;
  const page = useAtomValue(adminPageAtom);
  const text = useTitleText();
  const pick = useLabelText();
  const dashboard = text(ROUTE_TITLES.adminDashboard);
  if (pathname === ADMIN_DASHBOARD_PATH) return <BreadcrumbTrail label={label} testId="admin-breadcrumbs" crumbs={[{ key: 'dashboard', title: dashboard }]} />;
  const trail = menuTrail(menus, pathname);
  const groups = trail.filter((node) => node.type === 'menu_dir').map((node) => ({ key: `dir:${node.name}`, title: pick(node.title) }));
  const entry = trail.at(-1);
  const current = page?.path === pathname ? text(page.title) : entry && entry.type === 'menu' ? pick(entry.title) : '';
  return (
    <BreadcrumbTrail
      label={label}
      testId="admin-breadcrumbs"
      crumbs={[{ key: 'dashboard', title: dashboard, href: ADMIN_DASHBOARD_PATH }, ...groups, ...(current ? [{ key: 'current', title: current }] : [])]}
    />
  );
}
