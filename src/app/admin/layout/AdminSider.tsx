import { useEffect, useMemo, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { NavNode } from '../../layout/nav/nav-node';
import { SideNav } from '../../layout/nav/SideNav';
import { SiderFrame } from '../../layout/SiderFrame';
import type { AdminMenuNode } from '../api/types';
import { host } from '../host';
import { PHONE_QUERY, useMediaQuery } from '../../../engine/runtime/use-media-query';
import { adminDrawerOpenAtom, adminIndexAtom, adminMenuCollapsedAtom } from '../session/state';
import { useLabelText } from '../titles';
import { menuIcon } from './menu-icons';
import { isLinkMenu, menuDirs, menuNodes, menuPath } from './menu-tree';

const dirKey = (node: AdminMenuNode) => `dir:${node.name}`;

/**
 * On a phone the menu is a drawer over the page (issue 21 item 14): shown only while open, over a
 * mask that closes it, as does Escape and every navigation from it.
 */
function PhoneDrawer({ open, close, children }: { open: boolean; close: () => void; children: ReactNode }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  if (!open) return null;
  return (
    <>
      <div className="chis-admin-drawer-mask" onClick={close} data-testid="admin-drawer-mask" />
      <div className="chis-admin-drawer" data-testid="admin-drawer">
        {children}
      </div>
    </>
  );
}

/**
 * The admin side menu (spec §9: 208 px, 64 px collapsed): the menus GET /index granted, menu_dir
 * rules as sections and menu rules as entries, titled in the interface language; the same side
 * menu as the subscriber's (SideNav). A link menu opens its url in a new browser tab.
 */
export default function AdminSider() {
  const intl = useIntl();
  const pick = useLabelText();
  const push = host().useRoutePush();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useAtom(adminDrawerOpenAtom);
  // The drawer shows the whole menu: folding is for the side column beside the page.
  const collapsed = useAtomValue(adminMenuCollapsedAtom) && !phone;
  const index = useAtomValue(adminIndexAtom);
  const menus = index?.menus;
  const siteName = index?.siteConfig?.siteName;

  const nodes = useMemo<NavNode[]>(() => {
    const toNode = (node: AdminMenuNode): NavNode => {
      const common = { label: pick(node.title), icon: menuIcon(node.icon), testId: `admin-menu-${node.name}` };
      if (node.type === 'menu_dir') return { ...common, key: dirKey(node), children: menuNodes(node.children).map(toNode) };
      if (isLinkMenu(node)) return { ...common, key: `link:${node.id}`, href: node.url, external: true };
      return { ...common, key: menuPath(node), href: menuPath(node) };
    };
    return menuNodes(menus).map(toNode);
  }, [menus, pick]);
  // Every section starts open: an administrator's menu is short, and a closed section hides its screens.
  const allOpen = useMemo(() => menuDirs(menus).map(dirKey), [menus]);

  const closeDrawer = useMemo(() => () => setDrawerOpen(false), [setDrawerOpen]);
  const navigate = (to: string) => {
    closeDrawer();
    push(to);
  };

  const menu = (
    <SiderFrame testId="admin-sider" collapsed={collapsed} brand={intl.formatMessage({ id: 'admin.layout.brand' })} brandTitle={siteName}>
      <SideNav
        // A new menu (another administrator, new rules) starts with all its sections open again.
        key={allOpen.join()}
        label={intl.formatMessage({ id: 'admin.layout.menu' })}
        testId="admin-menu"
        nodes={nodes}
        selected={pathname}
        collapsed={collapsed}
        initiallyOpen={allOpen}
        onNavigate={navigate}
      />
      {nodes.length === 0 && !collapsed && (
        <div style={{ color: 'rgba(255,255,255,0.55)', padding: '8px 24px', fontSize: 12 }}>{intl.formatMessage({ id: 'admin.layout.menu.empty' })}</div>
      )}
    </SiderFrame>
  );
  return phone ? (
    <PhoneDrawer open={drawerOpen} close={closeDrawer}>
      {menu}
    </PhoneDrawer>
  ) : (
    menu
  );
}
