import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { SiderFrame } from '../../layout/SiderFrame';
import type { AdminMenuNode } from '../api/types';
import { host } from '../host';
import { adminIndexAtom, adminMenuCollapsedAtom } from '../session/state';
import { useLabelText } from '../titles';
import { menuIcon } from './menu-icons';
import { isLinkMenu, menuDirs, menuNodes, menuPath, menuTrail } from './menu-tree';

type Item = Required<MenuProps>['items'][number];

const dirKey = (node: AdminMenuNode) => `dir:${node.name}`;
const LINK_PREFIX = 'link:';

/**
 * The admin side menu (spec §9: 208 px, 64 px collapsed): the menus GET /index granted, menu_dir
 * rules as groups and menu rules as entries, titled in the interface language. A link menu opens
 * its url in a new browser tab.
 */
export default function AdminSider() {
  const intl = useIntl();
  const pick = useLabelText();
  const push = host().useRoutePush();
  const { pathname } = useLocation();
  const collapsed = useAtomValue(adminMenuCollapsedAtom);
  const index = useAtomValue(adminIndexAtom);
  const menus = index?.menus;
  const siteName = index?.siteConfig?.siteName;

  // Every group starts open: an administrator's menu is short, and a closed group hides its screens.
  const [openKeys, setOpenKeys] = useState<string[]>(() => menuDirs(menus).map(dirKey));
  const links = useMemo(() => {
    const byKey = new Map<string, string>();
    const walk = (nodes: readonly AdminMenuNode[] | undefined) =>
      menuNodes(nodes).forEach((node) => {
        if (isLinkMenu(node)) byKey.set(`${LINK_PREFIX}${node.id}`, node.url);
        walk(node.children);
      });
    walk(menus);
    return byKey;
  }, [menus]);

  const items = useMemo<Item[]>(() => {
    const toItem = (node: AdminMenuNode): Item => {
      const label = (
        <span data-testid={`admin-menu-${node.name}`} title={pick(node.title)}>
          {pick(node.title)}
        </span>
      );
      if (node.type === 'menu_dir') {
        return { key: dirKey(node), icon: menuIcon(node.icon), label, children: menuNodes(node.children).map(toItem) };
      }
      return { key: isLinkMenu(node) ? `${LINK_PREFIX}${node.id}` : menuPath(node), icon: menuIcon(node.icon), label };
    };
    return menuNodes(menus).map(toItem);
  }, [menus, pick]);

  // The entry of the page on screen is selected, and its groups opened when it is reached another way.
  const trail = menuTrail(menus, pathname);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    const missing = trail.filter((node) => node.type === 'menu_dir' && !openKeys.includes(dirKey(node))).map(dirKey);
    if (missing.length > 0) setOpenKeys([...openKeys, ...missing]);
  }

  return (
    <SiderFrame testId="admin-sider" collapsed={collapsed} brand={intl.formatMessage({ id: 'admin.layout.brand' })} brandTitle={siteName}>
      <nav aria-label={intl.formatMessage({ id: 'admin.layout.menu' })} data-testid="admin-menu">
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => {
            const url = links.get(key);
            if (url !== undefined) window.open(url, '_blank', 'noopener,noreferrer');
            else push(key);
          }}
          style={{ borderInlineEnd: 'none', paddingBottom: 24 }}
        />
        {items.length === 0 && !collapsed && (
          <div style={{ color: 'rgba(255,255,255,0.55)', padding: '8px 24px', fontSize: 12 }}>
            {intl.formatMessage({ id: 'admin.layout.menu.empty' })}
          </div>
        )}
      </nav>
    </SiderFrame>
  );
}
