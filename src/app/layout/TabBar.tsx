import { useEffect, useRef, useState, type MouseEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useRoutePush } from '../router/use-route-push';
import { tabViewsAtom, type TabView } from '../state/ui';
import { ContextMenu } from './menu/ContextMenu';
import { resolvePageMeta } from './page-meta';
import SvgIcon from '../../engine/widgets/SvgIcon';
import { closeOtherTabs, closeTab, HOME_PATH, isPinned, tabHref, upsertTab } from './tab-views';
import { useTitleText } from './use-title';
import './tab-bar.css';
import { withFrameTexts } from './signed-in/catalog';

const HOME_TAB: TabView = { path: HOME_PATH, params: {}, query: {}, meta: { title: 'layout.page.home', addtab: true } };

/**
 * The opened pages (spec §3 navigation tabs); persisted by tabViewsAtom, so a reload keeps them.
 * Each tab is a link to its page with a close button beside it; a right click (or the keyboard's
 * menu key) offers 关闭 and 关闭其他. The row scrolls sideways when the tabs outgrow it, keeping the
 * page on screen in view.
 */
function TabBar() {
  const intl = useIntl();
  const push = useRoutePush();
  const location = useLocation();
  const titleOf = useTitleText();
  const [tabs, setTabs] = useAtom(tabViewsAtom);
  const [menu, setMenu] = useState<{ path: string; x: number; y: number } | null>(null);
  const row = useRef<HTMLUListElement>(null);

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

  useEffect(() => {
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname, tabs.length]);

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

  const follow = (event: MouseEvent, tab: TabView) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    push(tabHref(tab));
  };

  const openMenu = (event: MouseEvent<HTMLElement>, path: string) => {
    event.preventDefault();
    // The keyboard's menu key reports no pointer position: the menu opens under the tab instead.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({ path, x: fromKeyboard ? rect.left : event.clientX, y: fromKeyboard ? rect.bottom : event.clientY });
  };

  const focusTab = (path: string) => [...(row.current?.querySelectorAll('a') ?? [])].find((link) => link.dataset.testid === `tab-${path}`)?.focus();

  return (
    <nav className="chis-tab-bar" aria-label={intl.formatMessage({ id: 'layout.tabs.label' })} data-testid="tab-bar">
      <ul ref={row}>
        {tabs.map((tab) => {
          const title = titleOf(tab.meta.title);
          const active = tab.path === location.pathname;
          return (
            <li key={tab.path} className="chis-tab" data-active={active}>
              <a
                href={tabHref(tab)}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${tab.path}`}
                onClick={(event) => follow(event, tab)}
                onContextMenu={(event) => openMenu(event, tab.path)}
              >
                {title}
              </a>
              {!isPinned(tab) && (
                <button
                  type="button"
                  className="chis-tab-close"
                  aria-label={`${intl.formatMessage({ id: 'layout.tabs.close' })} ${title}`}
                  data-testid={`tab-close-${tab.path}`}
                  onClick={() => close(tab.path)}
                >
                  <SvgIcon icon={CloseOutlined} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu && (
        <ContextMenu
          at={menu}
          lines={[
            { key: 'close', label: intl.formatMessage({ id: 'layout.tabs.close' }), disabled: tabs.some((tab) => tab.path === menu.path && isPinned(tab)) },
            { key: 'others', label: intl.formatMessage({ id: 'layout.tabs.closeOthers' }) },
          ]}
          onChoose={(key) => (key === 'close' ? close(menu.path) : closeOthers(menu.path))}
          onClose={(restoreFocus) => {
            setMenu(null);
            if (restoreFocus) focusTab(menu.path);
          }}
        />
      )}
    </nav>
  );
}

export default withFrameTexts(TabBar);
