import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { menu } from '../../generated/menu';
import { useRoutePush } from '../router/use-route-push';
import { permissionCodesAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import { filterMenuByCodes, findMenuTrail } from './menu-filter';
import { sectionIcon } from './section-icons';
import { useLabel } from './use-title';
import { SiderFrame } from './SiderFrame';
import './side-menu.css';

type Item = Required<MenuProps>['items'][number];

/** The side menu (spec §9: 208 px, 64 px collapsed), built from the manifest and the user's codes. */
export default function SideMenu() {
  const intl = useIntl();
  const pick = useLabel();
  const push = useRoutePush();
  const { pathname } = useLocation();
  const collapsed = useAtomValue(menuCollapsedAtom);
  const codes = useAtomValue(permissionCodesAtom);

  const areas = useMemo(() => filterMenuByCodes(menu, codes), [codes]);
  const trail = findMenuTrail(areas, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(trail ? [trail.section.id] : []);
  // The selected item follows the route: a navigation into a closed section opens it (adjusting
  // state while rendering, as React recommends, rather than in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (trail && !openKeys.includes(trail.section.id)) setOpenKeys([...openKeys, trail.section.id]);
  }

  const items = useMemo<Item[]>(() => {
    const home: Item = { key: '/home', icon: <HomeOutlined />, label: intl.formatMessage({ id: 'layout.page.home' }) };
    const sectionItems = (area: (typeof areas)[number]): Item[] =>
      area.sections.map((section) => ({
        key: section.id,
        icon: sectionIcon(section.icon),
        label: pick(section.title),
        children: section.items.map((item) => ({
          key: item.path,
          // The full label on hover too: a collapsed menu's flyout or a narrow screen may still cut it.
          label: (
            <span data-testid={`menu-item-${item.routeId}`} title={pick(item.title)}>
              {pick(item.title)}
            </span>
          ),
        })),
      }));
    // Expanded, each area is a titled group; collapsed to icons, a title would not fit, so a
    // divider separates the areas instead.
    const groups: Item[] = collapsed
      ? areas.flatMap((area) => [{ type: 'divider' as const, key: `divider:${area.id}` }, ...sectionItems(area)])
      : areas.map((area) => ({ type: 'group' as const, key: `area:${area.id}`, label: pick(area.title), children: sectionItems(area) }));
    return [home, ...groups];
  }, [areas, collapsed, intl, pick]);

  return (
    <SiderFrame testId="side-menu" collapsed={collapsed} brand={intl.formatMessage({ id: 'layout.productShort' })}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => push(key)}
        className="chis-side-menu"
        style={{ borderInlineEnd: 'none', paddingBottom: 24 }}
      />
      {areas.length === 0 && !collapsed && (
        <div style={{ color: 'rgba(255,255,255,0.55)', padding: '8px 24px', fontSize: 12 }}>
          {intl.formatMessage({ id: 'layout.menu.empty' })}
        </div>
      )}
    </SiderFrame>
  );
}
