import { useRef } from 'react';
import { MenuList, type MenuLine } from './MenuList';
import { useDismiss } from './use-dismiss';

export interface ContextMenuProps {
  /** Where the menu opens (the pointer, or the focused element's corner for the keyboard's menu key). */
  at: { x: number; y: number };
  lines: readonly MenuLine[];
  onChoose: (key: string) => void;
  onClose: (restoreFocus: boolean) => void;
}

/** A menu at a point of the window, opened by a right click or the context-menu key. */
export function ContextMenu({ at, lines, onChoose, onClose }: ContextMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, true, () => onClose(false));
  return (
    <div ref={root}>
      <MenuList
        lines={lines}
        className="chis-menu-fixed"
        style={{ left: Math.min(at.x, window.innerWidth - 160), top: at.y }}
        onChoose={(key) => {
          onClose(true);
          onChoose(key);
        }}
        onClose={onClose}
      />
    </div>
  );
}
