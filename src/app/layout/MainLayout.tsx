import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useMatches } from 'react-router';
import { drawsAntd } from '../antd/draws-antd';
import WithAntd from '../antd/WithAntd';
import { leafHandle } from '../router/handle';
import { tokenAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import { BRAND_DARK, MENU_COLLAPSED_WIDTH, MENU_WIDTH } from '../styles/theme';
import AppFooter from './AppFooter';
import AppHeader from './AppHeader';
import FrameShell from './FrameShell';
import { SideMenu, TabBar } from './signed-in-parts';
import '../styles/global.css';

/** The frame's outline (menu and header in their colours) while the signed-in parts load. */
function FramePlaceholder() {
  const collapsed = useAtomValue(menuCollapsedAtom);
  const token = useAtomValue(tokenAtom);
  return (
    <div className={token ? 'chis-layout chis-layout-has-sider' : 'chis-layout'} style={{ minHeight: '100vh' }} aria-busy="true">
      {token && <div style={{ flex: 'none', width: collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH, background: BRAND_DARK }} />}
      <div className="chis-layout">
        <div className="chis-header" />
      </div>
    </div>
  );
}

/** Side menu and tab bar for a signed-in user; a visitor sees the header alone. */
function Frame({ antd }: { antd: boolean }) {
  const token = useAtomValue(tokenAtom);
  return (
    <FrameShell testId="main-layout" sider={token && <SideMenu />} header={<AppHeader />} tabs={token && <TabBar />} footer={<AppFooter />}>
      {antd ? (
        <WithAntd>
          <Outlet />
        </WithAntd>
      ) : (
        <Outlet />
      )}
    </FrameShell>
  );
}

/**
 * The frame around every page: side menu and tab bar for a signed-in user; a visitor (home, trial
 * application, support) sees the header alone, since there is nothing in the menu for them yet.
 * The frame is plain markup (menu, tabs, breadcrumbs, search, user menu); antd's provider wraps the
 * page inside it unless the page is drawn without antd (drawsAntd: the visitor's landing, whose
 * login dialog brings antd along, and analysis pages). One boundary around frame and page: a signed-in page appears together with
 * its menu and tabs, never before them, and a login swaps the visitor's frame for the signed-in one
 * under that same boundary (the landing stays on screen until the signed-in frame is ready).
 */
export default function MainLayout() {
  const token = useAtomValue(tokenAtom);
  const antd = drawsAntd(leafHandle(useMatches()), Boolean(token));
  return (
    <Suspense fallback={<FramePlaceholder />}>
      <Frame antd={antd} />
    </Suspense>
  );
}
