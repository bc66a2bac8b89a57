import { useEffect, useRef, useState, type MouseEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import SvgIcon from '../../../engine/widgets/SvgIcon';
import { ContextMenu } from '../menu/ContextMenu';
import './page-tabs.css';

export interface PageTab {
  /** The page's path: the tab's key, and what closing acts on. */
  key: string;
  href: string;
  title: string;
  /** The pinned first tab (home, the dashboard) has no close button. */
  closable: boolean;
}

export interface PageTabsProps {
  tabs: readonly PageTab[];
  /** The key of the page on screen. */
  active: string;
  /** Accessible name of the row (e.g. 已打开的页面). */
  label: string;
  /** The words of the close buttons and the context menu. */
  words: { close: string; closeOthers: string };
  testId: string;
  /** Test ids: each tab's link is `${prefix}${key}`, its close button `${prefix}close-${key}`. */
  tabTestIdPrefix: string;
  onOpen: (href: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
}

/**
 * The opened pages as a row of tabs (antd's small editable-card tabs, in plain markup): each a link
 * to its page with a close button beside it, and a right click (or the keyboard's menu key) offers
 * close and close others. The row scrolls sideways when it outgrows the window, keeping the page on
 * screen in view. The subscriber's tab bar and the back-end's both draw this.
 */
export function PageTabs({ tabs, active, label, words, testId, tabTestIdPrefix: prefix, onOpen, onClose, onCloseOthers }: PageTabsProps) {
  const [menu, setMenu] = useState<{ key: string; x: number; y: number } | null>(null);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);

  const follow = (event: MouseEvent, tab: PageTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(tab.href);
  };

  const openMenu = (event: MouseEvent<HTMLElement>, key: string) => {
    event.preventDefault();
    // The keyboard's menu key reports no pointer position: the menu opens under the tab instead.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({ key, x: fromKeyboard ? rect.left : event.clientX, y: fromKeyboard ? rect.bottom : event.clientY });
  };

  const focusTab = (key: string) => [...(row.current?.querySelectorAll('a') ?? [])].find((link) => link.dataset.testid === `${prefix}${key}`)?.focus();

  return (
    <nav className="chis-tab-bar" aria-label={label} data-testid={testId}>
      <ul ref={row}>
        {tabs.map((tab) => {
          const current = tab.key === active;
          return (
            <li key={tab.key} className="chis-tab" data-active={current}>
              <a
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                data-testid={`${prefix}${tab.key}`}
                onClick={(event) => follow(event, tab)}
                onContextMenu={(event) => openMenu(event, tab.key)}
              >
                {tab.title}
              </a>
              {tab.closable && (
                <button type="button" className="chis-tab-close" aria-label={`${words.close} ${tab.title}`} data-testid={`${prefix}close-${tab.key}`} onClick={() => onClose(tab.key)}>
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
            { key: 'close', label: words.close, disabled: !tabs.some((tab) => tab.key === menu.key && tab.closable) },
            { key: 'others', label: words.closeOthers },
          ]}
          onChoose={(choice) => (choice === 'close' ? onClose(menu.key) : onCloseOthers(menu.key))}
          onClose={(restoreFocus) => {
            setMenu(null);
            if (restoreFocus) focusTab(menu.key);
          }}
        />
      )}
    </nav>
  );
}
