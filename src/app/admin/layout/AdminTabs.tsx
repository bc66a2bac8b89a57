import { useEffect } from 'react';
import { Dropdown, Tabs } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { adminPageAtom, adminTabsAtom } from '../session/state';
import { useTitleText } from '../titles';
import { closeOtherTabs, closeTab, isPinned, tabHref, upsertTab, withDashboard } from './tabs';

/** The opened admin screens; persisted, so a reload keeps them. */
export default function AdminTabs() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const text = useTitleText();
  const page = useAtomValue(adminPageAtom);
  const [stored, setTabs] = useAtom(adminTabsAtom);
  const tabs = withDashboard(stored);

  useEffect(() => {
    if (!page?.addtab) return;
    setTabs((current) => upsertTab(current, { path: page.path, search: page.search, title: page.title }));
  }, [page, setTabs]);

  const close = (path: string) => {
    const { tabs: remaining, goTo } = closeTab(tabs, path, pathname);
    setTabs(remaining);
    if (goTo) void navigate(tabHref(goTo));
  };

  const closeOthers = (path: string) => {
    setTabs(closeOtherTabs(tabs, path));
    const kept = tabs.find((tab) => tab.path === path);
    if (kept && path !== pathname) void navigate(tabHref(kept));
  };

  return (
    <div
      style={{ background: '#fff', padding: '6px 16px 0', borderBottom: '1px solid #e8ecf0' }}
      aria-label={intl.formatMessage({ id: 'admin.layout.tabs.label' })}
      data-testid="admin-tabs"
    >
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={pathname}
        onChange={(path) => {
          const tab = tabs.find((candidate) => candidate.path === path);
          if (tab) void navigate(tabHref(tab));
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
                  { key: 'close', label: intl.formatMessage({ id: 'admin.layout.tabs.close' }), disabled: isPinned(tab) },
                  { key: 'others', label: intl.formatMessage({ id: 'admin.layout.tabs.closeOthers' }) },
                ],
                onClick: ({ key }) => (key === 'close' ? close(tab.path) : closeOthers(tab.path)),
              }}
            >
              <span data-testid={`admin-tab-${tab.path}`}>{text(tab.title)}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
