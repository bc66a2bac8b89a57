import { useEffect } from 'react';
import { Dropdown, Tabs } from 'antd';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useRoutePush } from '../router/use-route-push';
import { tabViewsAtom, type TabView } from '../state/ui';
import { resolvePageMeta } from './page-meta';
import { closeOtherTabs, closeTab, HOME_PATH, isPinned, tabHref, upsertTab } from './tab-views';
import { useTitleText } from './use-title';

const HOME_TAB: TabView = { path: HOME_PATH, params: {}, query: {}, meta: { title: 'layout.page.home', addtab: true } };

/** The opened pages (spec §3 navigation tabs); persisted by tabViewsAtom, so a reload keeps them. */
export default function TabBar() {
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
    <div style={{ background: '#fff', padding: '6px 16px 0', borderBottom: '1px solid #e8ecf0' }} data-testid="tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={location.pathname}
        onChange={(path) => {
          const tab = tabs.find((candidate) => candidate.path === path);
          if (tab) push(tabHref(tab));
        }}
        onEdit={(path, action) => {
          if (action === 'remove' && typeof path === 'string') close(path);
        }}
        tabBarStyle={{ margin: 0 }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: !isPinned(tab),
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: [
                  { key: 'close', label: intl.formatMessage({ id: 'layout.tabs.close' }), disabled: isPinned(tab) },
                  { key: 'others', label: intl.formatMessage({ id: 'layout.tabs.closeOthers' }) },
                ],
                onClick: ({ key }) => (key === 'close' ? close(tab.path) : closeOthers(tab.path)),
              }}
            >
              <span data-testid={`tab-${tab.path}`}>{titleOf(tab.meta.title)}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
