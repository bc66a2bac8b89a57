import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { adminPageAtom, adminTabsAtom } from '../session/state';
import { PageTabs } from '../../layout/tabs/PageTabs';
import { useTitleText } from '../titles';
import { closeOtherTabs, closeTab, isPinned, tabHref, upsertTab, withDashboard } from './tabs';

/** The opened admin screens (the same row of tabs as the subscriber's); persisted, so a reload keeps them. */
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
    <PageTabs
      tabs={tabs.map((tab) => ({ key: tab.path, href: tabHref(tab), title: text(tab.title), closable: !isPinned(tab) }))}
      active={pathname}
      label={intl.formatMessage({ id: 'admin.layout.tabs.label' })}
      words={{ close: intl.formatMessage({ id: 'admin.layout.tabs.close' }), closeOthers: intl.formatMessage({ id: 'admin.layout.tabs.closeOthers' }) }}
      testId="admin-tabs"
      tabTestIdPrefix="admin-tab-"
      onOpen={(href) => void navigate(href)}
      onClose={close}
      onCloseOthers={closeOthers}
    />
  );
}
