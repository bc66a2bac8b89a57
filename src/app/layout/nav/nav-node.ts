import type { ReactNode } from 'react';

/** One entry of a side menu: a page, an outside link, a section that opens, or an area's group. */
export interface NavNode {
  /** Unique in the menu: a page's path, or a section's or group's own key. */
  key: string;
  label: string;
  icon?: ReactNode;
  testId?: string;
  /** A page of the app; with `external`, an address opened in a new browser tab. */
  href?: string;
  external?: boolean;
  /** A section's entries, indented under it and opened by it. */
  children?: NavNode[];
  /** A titled group that is always open (an area of the subscriber's menu); a line when collapsed. */
  group?: boolean;
}

/** Whether `node` is, or holds, the page on screen. */
export function holds(node: NavNode, selected: string): boolean {
  return node.href === selected || (node.children?.some((child) => holds(child, selected)) ?? false);
}

/** The keys of the sections leading to the page on screen, outermost first. */
export function sectionTrail(nodes: readonly NavNode[], selected: string): string[] {
  for (const node of nodes) {
    if (!node.children) continue;
    if (node.children.some((child) => holds(child, selected))) {
      return [...(node.group ? [] : [node.key]), ...sectionTrail(node.children, selected)];
    }
  }
  return [];
}
