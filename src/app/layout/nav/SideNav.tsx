import { useState, type KeyboardEvent, type ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import SvgIcon from '../../../engine/widgets/SvgIcon';
import { NavFlyout } from './NavFlyout';
import { NavLink } from './NavLink';
import { holds, sectionTrail, type NavNode } from './nav-node';
import './side-nav.css';

export interface SideNavProps {
  /** The menu's accessible name. */
  label: string;
  testId?: string;
  nodes: readonly NavNode[];
  /** The path of the page on screen. */
  selected: string;
  collapsed: boolean;
  /** Sections open at first (besides those leading to the page on screen). */
  initiallyOpen?: readonly string[];
  /** Opens a page of the app (a plain click; a click with a modifier key is left to the browser). */
  onNavigate: (href: string) => void;
}

const INDENT = 24;

/**
 * A side menu in plain markup (the disclosure navigation pattern): pages are links, so they open
 * in a new browser tab on a middle or modified click as any link does; sections are buttons that
 * show or hide their pages; the page on screen is marked as current and its sections are opened.
 * Collapsed to icons, a section opens its pages in a flyout beside the column.
 */
export function SideNav({ label, testId, nodes, selected, collapsed, initiallyOpen = [], onNavigate }: SideNavProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([...initiallyOpen, ...sectionTrail(nodes, selected)]));
  // A navigation into a closed section opens it (adjusting state while rendering, as React
  // recommends, rather than in an effect).
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    const missing = sectionTrail(nodes, selected).filter((key) => !open.has(key));
    if (missing.length > 0) setOpen(new Set([...open, ...missing]));
  }
  const toggle = (key: string) => {
    const next = new Set(open);
    if (!next.delete(key)) next.add(key);
    setOpen(next);
  };

  const list = (items: readonly NavNode[], depth: number): ReactNode[] => items.map((node) => entry(node, depth));
  const entry = (node: NavNode, depth: number): ReactNode => {
    const indent = { paddingInlineStart: collapsed ? undefined : INDENT * (depth + 1) };
    if (node.group) {
      if (collapsed) return [<li key={`line:${node.key}`} role="separator" className="chis-nav-divider" />, ...list(node.children ?? [], depth)];
      return (
        <li key={node.key}>
          <div className="chis-nav-group-title" id={`nav-group-${node.key}`}>
            {node.label}
          </div>
          <ul aria-labelledby={`nav-group-${node.key}`}>{list(node.children ?? [], depth)}</ul>
        </li>
      );
    }
    if (node.children) {
      if (collapsed && depth === 0) {
        return (
          <li key={node.key}>
            <NavFlyout node={node} current={holds(node, selected)} selected={selected} onNavigate={onNavigate} />
          </li>
        );
      }
      const isOpen = open.has(node.key);
      return (
        <li key={node.key}>
          <button
            type="button"
            className="chis-nav-item chis-nav-section"
            data-current={holds(node, selected)}
            aria-expanded={isOpen}
            style={indent}
            data-testid={node.testId}
            onClick={() => toggle(node.key)}
          >
            {node.icon && <span className="chis-nav-icon">{node.icon}</span>}
            <span className="chis-nav-label">{node.label}</span>
            <span className="chis-nav-arrow" data-open={isOpen}>
              <SvgIcon icon={RightOutlined} />
            </span>
          </button>
          {isOpen && <ul className="chis-nav-sub">{list(node.children, depth + 1)}</ul>}
        </li>
      );
    }
    return (
      <li key={node.key}>
        <NavLink node={node} selected={selected} onNavigate={onNavigate} iconOnly={collapsed && depth === 0} style={indent} />
      </li>
    );
  };

  // Besides Tab, the arrow keys move between the entries on view, as they did in antd's menu.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > ul .chis-nav-item')];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key]!;
    entries[Math.min(entries.length - 1, Math.max(0, to))].focus();
  };

  return (
    <nav aria-label={label} data-testid={testId} className="chis-nav" data-collapsed={collapsed} onKeyDown={onKeyDown}>
      <ul>{list(nodes, 0)}</ul>
    </nav>
  );
}
