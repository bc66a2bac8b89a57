import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useRoutePush } from '../router/use-route-push';
import { tabViewsAtom, type TabView } from '../state/ui';
import { resolvePageMeta } from './page-meta';
import { withFrameTexts } from './signed-in/catalog';
import { closeOtherTabs, closeTab, HOME_PATH, isPinned, tabHref, upsertTab } from './tab-views';
import { PageTabs } from './tabs/PageTabs';
import { useTitleText } from './use-title';

const HOME_TAB: TabView = { path: HOME_PATH, params: {}, query: {}, meta: { title: 'layout.page.home', addtab: true } };

/** The opened pages (spec §3 navigation tabs); persisted by tabViewsAtom, so a reload keeps them. */
function TabBar() {
  const intl = useIntl();
  const push = useRoutePush();
  const location = useLocation();
  const titleOf = useTitleText();
  const [tabs, setTabs] = useAtom(tabViewsAtom);

  useEffect(() => {
    const meta = resolvePageMeta(location.pathname);
    const view: TabView = {
      path: location.pathname,
      params: meta.params,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      meta: { title: meta.titleKey, addtab: meta.addtab },
    };
    setTabs((current) => {
      const withHome = current.some(isPinned) ? current : [HOME_TAB, ...current];
      return upsertTab(withHome, view);
    });
  }, [location.pathname, location.search, setTabs]);

  const close = (path: string) => {
    const { tabs: remaining, goTo } = closeTab(tabs, path, location.pathname);
    setTabs(remaining);
    if (goTo) push(tabHref(goTo));
  };

  const closeOthers = (path: string) => {
    setTabs(closeOtherTabs(tabs, path));
    const kept = tabs.find((tab) => tab.path === path);
    if (kept && path !== location.pathname) push(tabHref(kept));
  };

  return (
    <PageTabs
      tabs={tabs.map((tab) => ({ key: tab.path, href: tabHref(tab), title: titleOf(tab.meta.title), closable: !isPinned(tab) }))}
      active={location.pathname}
      label={intl.formatMessage({ id: 'layout.tabs.label' })}
      words={{ close: intl.formatMessage({ id: 'layout.tabs.close' }), closeOthers: intl.formatMessage({ id: 'layout.tabs.closeOthers' }) }}
      testId="tab-bar"
      tabTestIdPrefix="tab-"
      onOpen={push}
      onClose={close}
      onCloseOthers={closeOthers}
    />
  );
}

export default withFrameTexts(TabBar);
