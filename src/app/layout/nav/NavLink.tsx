import type { CSSProperties } from 'react';
import type { NavNode } from './nav-node';

interface NavLinkProps {
  node: NavNode;
  /** The path of the page on screen. */
  selected: string;
  /** Opens a page of the app: a plain click; a click with a modifier key, or an outside link, is left to the browser. */
  onNavigate: (href: string) => void;
  /** The collapsed menu's top level: the icon alone, the label as the link's name. */
  iconOnly?: boolean;
  style?: CSSProperties;
  /** Runs on any click first (a flyout closes). */
  onClick?: () => void;
}

/** A page of a side menu (SideNav, NavFlyout): a real link, marked as current when it is on screen. */
export function NavLink({ node, selected, onNavigate, iconOnly = false, style, onClick }: NavLinkProps) {
  return (
    <a
      href={node.href}
      target={node.external ? '_blank' : undefined}
      rel={node.external ? 'noopener noreferrer' : undefined}
      className="chis-nav-item"
      aria-current={node.href === selected ? 'page' : undefined}
      aria-label={iconOnly ? node.label : undefined}
      title={node.label}
      style={style}
      data-testid={node.testId}
      onClick={(event) => {
        onClick?.();
        if (node.external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(node.href!);
      }}
    >
      {node.icon && <span className="chis-nav-icon">{node.icon}</span>}
      {!iconOnly && <span className="chis-nav-label">{node.label}</span>}
    </a>
  );
}
