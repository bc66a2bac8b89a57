import { Breadcrumb } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { ADMIN_DASHBOARD_PATH } from '../paths';
import { adminIndexAtom, adminPageAtom } from '../session/state';
import { ROUTE_TITLES, useLabelText, useTitleText } from '../titles';
import { menuTrail } from './menu-tree';

/** Dashboard › the menu groups › the page on screen (the dashboard alone on the dashboard). */
export default function AdminBreadcrumbs() {
  const { pathname } = useLocation();
  const menus = useAtomValue(adminIndexAtom)?.menus;
  const page = useAtomValue(adminPageAtom);
  const text = useTitleText();
  const pick = useLabelText();
  const dashboard = text(ROUTE_TITLES.adminDashboard);
  if (pathname === ADMIN_DASHBOARD_PATH) return <Breadcrumb data-testid="admin-breadcrumbs" items={[{ key: 'dashboard', title: dashboard }]} />;
  const trail = menuTrail(menus, pathname);
  const groups = trail.filter((node) => node.type === 'menu_dir').map((node) => ({ key: `dir:${node.name}`, title: pick(node.title) }));
  const entry = trail.at(-1);
  const current = page?.path === pathname ? text(page.title) : entry && entry.type === 'menu' ? pick(entry.title) : '';
  return (
    <Breadcrumb
      data-testid="admin-breadcrumbs"
      items={[
        { key: 'dashboard', title: <Link to={ADMIN_DASHBOARD_PATH}>{dashboard}</Link> },
        ...groups,
        ...(current ? [{ key: 'current', title: current }] : []),
      ]}
    />
  );
}
