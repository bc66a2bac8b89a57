import { useMemo } from 'react';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { menu } from '../../generated/menu';
import { useRoutePush } from '../router/use-route-push';
import { permissionCodesAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import { filterMenuByCodes } from './menu-filter';
import type { NavNode } from './nav/nav-node';
import { SideNav } from './nav/SideNav';
import { sectionIcon } from './section-icons';
import { SiderFrame } from './SiderFrame';
import SvgIcon from '../../engine/widgets/SvgIcon';
import { useLabel } from './use-title';
import { withFrameTexts } from './signed-in/catalog';

/** The side menu (spec §9: 208 px, 64 px collapsed), built from the manifest and the user's codes. */
function SideMenu() {
  const intl = useIntl();
  const pick = useLabel();
  const push = useRoutePush();
  const { pathname } = useLocation();
  const collapsed = useAtomValue(menuCollapsedAtom);
  const codes = useAtomValue(permissionCodesAtom);

  const areas = useMemo(() => filterMenuByCodes(menu, codes), [codes]);
  const nodes = useMemo<NavNode[]>(
    () => [
      { key: '/home', href: '/home', icon: <SvgIcon icon={HomeOutlined} />, label: intl.formatMessage({ id: 'layout.page.home' }), testId: 'menu-item-home' },
      // Each area a titled group of its sections (a line between them when collapsed to icons).
      ...areas.map((area) => ({
        key: `area:${area.id}`,
        group: true,
        label: pick(area.title),
        children: area.sections.map((section) => ({
          key: section.id,
          icon: sectionIcon(section.icon),
          label: pick(section.title),
          testId: `menu-section-${section.id}`,
          children: section.items.map((item) => ({ key: item.path, href: item.path, label: pick(item.title), testId: `menu-item-${item.routeId}` })),
        })),
      })),
    ],
    [areas, intl, pick],
  );

  return (
    <SiderFrame testId="side-menu" collapsed={collapsed} brand={intl.formatMessage({ id: 'layout.productShort' })}>
      <SideNav label={intl.formatMessage({ id: 'layout.menu.label' })} nodes={nodes} selected={pathname} collapsed={collapsed} onNavigate={push} />
      {areas.length === 0 && !collapsed && (
        <div style={{ color: 'rgba(255,255,255,0.55)', padding: '8px 24px', fontSize: 12 }}>{intl.formatMessage({ id: 'layout.menu.empty' })}</div>
      )}
    </SiderFrame>
  );
}

export default withFrameTexts(SideMenu);
