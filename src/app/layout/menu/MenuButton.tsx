import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuLine } from './MenuList';
import { useDismiss } from './use-dismiss';

// The list (and its styles) loads when the pointer or focus reaches the button, ahead of the click:
// the visitor's landing draws the language button, not its menu, and downloads only the button.
const loadList = () => import('./MenuList');
const MenuList = lazy(() => loadList().then((module) => ({ default: module.MenuList })));
const preload = () => void loadList().catch(() => undefined);

/** What the trigger button must carry: MenuButton owns its id, state and handlers. */
export interface MenuTriggerProps {
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface MenuButtonProps {
  lines: readonly MenuLine[];
  onChoose: (key: string) => void;
  /** Draws the button with the given props (any button look). */
  trigger: (props: MenuTriggerProps) => ReactNode;
  /** The menu's edge lines up with the button's start (default) or its end (at the window's right edge). */
  align?: 'start' | 'end';
}

/**
 * A button that opens a menu below it (WAI-ARIA menu button): Enter, Space or ArrowDown open it,
 * a choice, Escape or a click elsewhere close it. Plain markup, so the header that every page draws
 * needs no antd Dropdown.
 */
export function MenuButton({ lines, onChoose, trigger, align = 'start' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const focusTrigger = () => document.getElementById(`${id}-button`)?.focus();
  return (
    <div ref={root} style={{ position: 'relative', display: 'inline-block' }} onPointerEnter={preload} onFocus={preload}>
      {trigger({
        id: `${id}-button`,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? `${id}-menu` : undefined,
        onClick: () => setOpen(!open),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        },
      })}
      {open && (
        <Suspense fallback={null}>
          <MenuList
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            lines={lines}
            className={`chis-menu-below chis-menu-${align}`}
            onChoose={(key) => {
              setOpen(false);
              focusTrigger();
              onChoose(key);
            }}
            onClose={(restoreFocus) => {
              setOpen(false);
              if (restoreFocus) focusTrigger();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
