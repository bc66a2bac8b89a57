import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import './menu.css';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** A choice among several (the language): announced as checked or not. */
  checked?: boolean;
  testId?: string;
}

/** An entry, or a line between groups of entries. */
export type MenuLine = MenuEntry | 'divider';

export interface MenuListProps {
  id?: string;
  lines: readonly MenuLine[];
  /** The id of what opened the list (its button): the menu's accessible name. */
  labelledBy?: string;
  onChoose: (key: string) => void;
  /** `restoreFocus`: focus goes back to what opened the menu (Escape), not on (Tab, a choice elsewhere). */
  onClose: (restoreFocus: boolean) => void;
  className?: string;
  style?: CSSProperties;
}

const entries = (list: HTMLElement) => [...list.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not([disabled])')];

/**
 * The list of a menu (WAI-ARIA menu pattern): focus moves into it when it opens, to the checked
 * entry if there is one; the arrow keys, Home and End move between entries, Escape closes it and
 * returns focus, Tab closes it and moves on.
 */
export function MenuList({ id, lines, labelledBy, onChoose, onClose, className, style }: MenuListProps) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const all = list.current ? entries(list.current) : [];
    (all.find((entry) => entry.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = list.current ? entries(list.current) : [];
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const go = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <ul id={id} ref={list} role="menu" aria-labelledby={labelledBy} className={`chis-menu ${className ?? ''}`} style={style} onKeyDown={onKeyDown}>
      {lines.map((line, index) =>
        line === 'divider' ? (
          <li key={`divider-${index}`} role="separator" className="chis-menu-divider" />
        ) : (
          <li key={line.key} role="none">
            <button
              type="button"
              role={line.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={line.checked}
              tabIndex={-1}
              disabled={line.disabled}
              className={line.danger ? 'chis-menu-item chis-menu-item-danger' : 'chis-menu-item'}
              data-testid={line.testId}
              onClick={() => onChoose(line.key)}
            >
              {line.icon && (
                <span className="chis-menu-icon" aria-hidden="true">
                  {line.icon}
                </span>
              )}
              {line.label}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
