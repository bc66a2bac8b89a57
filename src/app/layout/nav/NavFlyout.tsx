import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '../menu/use-dismiss';
import type { NavNode } from './nav-node';
import { NavLink } from './NavLink';

interface NavFlyoutProps {
  node: NavNode;
  /** The section holds the page on screen. */
  current: boolean;
  selected: string;
  onNavigate: (href: string) => void;
}

/** How long the pointer may take to cross from the icon to the flyout (and back) before it closes. */
const CLOSE_DELAY_MS = 150;
/** Room kept below a flyout that would reach past the window's bottom edge. */
const EDGE = 8;

/**
 * A section of the collapsed menu: its icon opens its pages beside the column, on hover as antd's
 * collapsed menu does, or on click, Enter, Space or ArrowRight (focus then moves to the first page).
 * Escape or ArrowLeft closes it and returns focus to the icon; Tab past the last page, a click
 * elsewhere or the pointer leaving close it.
 */
export function NavFlyout({ node, current, selected, onNavigate }: NavFlyoutProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = (withFocus: boolean) => {
    clearTimeout(timer.current);
    const rect = button.current!.getBoundingClientRect();
    setAt({ top: rect.top, left: rect.right + 4 });
    setFocusFirst(withFocus);
  };
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setAt(null);
  }, []);
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, CLOSE_DELAY_MS);
  };
  useDismiss(root, at !== null, close);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Keeps the flyout inside the window, and moves focus into it when the keyboard opened it.
  useEffect(() => {
    const list = panel.current;
    if (!list || !at) return;
    const overflow = list.getBoundingClientRect().bottom - (window.innerHeight - EDGE);
    if (overflow > 0) list.style.top = `${Math.max(EDGE, at.top - overflow)}px`;
    if (focusFirst) list.querySelector<HTMLElement>('a, button')?.focus();
  }, [at, focusFirst]);

  // A section nested in this one (the back-end's menu directories) shows as a title over its pages.
  const pages = (nodes: readonly NavNode[]): ReactNode =>
    nodes.map((child) =>
      child.children ? (
        <li key={child.key}>
          <div className="chis-nav-flyout-title">{child.label}</div>
          <ul>{pages(child.children)}</ul>
        </li>
      ) : (
        <li key={child.key}>
          <NavLink node={child} selected={selected} onNavigate={onNavigate} onClick={close} />
        </li>
      ),
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || (event.key === 'ArrowLeft' && at)) {
      event.preventDefault();
      close();
      button.current?.focus();
    } else if (event.key === 'ArrowRight' && !at) {
      event.preventDefault();
      show(true);
    }
  };

  return (
    <div ref={root} onPointerEnter={() => show(false)} onPointerLeave={closeSoon} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="chis-nav-item chis-nav-section"
        data-current={current}
        aria-expanded={at !== null}
        aria-controls={at ? id : undefined}
        aria-label={node.label}
        title={node.label}
        data-testid={node.testId}
        onClick={(event) => (at ? close() : show(event.detail === 0))}
      >
        <span className="chis-nav-icon">{node.icon}</span>
      </button>
      {at && (
        <ul
          id={id}
          ref={panel}
          className="chis-nav-flyout"
          style={at}
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget as Node)) close();
          }}
        >
          {pages(node.children ?? [])}
        </ul>
      )}
    </div>
  );
}
