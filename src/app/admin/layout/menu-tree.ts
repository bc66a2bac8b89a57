import type { AdminMenuNode } from '../api/types';

// Reading the menus of GET /index: where an entry leads, and which entries lead to a page.

/** A `link` menu opens its url in a new browser tab; a `tab` menu is a screen of this app. */
export function isLinkMenu(node: AdminMenuNode): boolean {
  return node.type === 'menu' && node.menuType === 'link';
}

/**
 * The route of a `tab` menu: its path under /admin (written with or without the leading `/admin/`),
 * else `/admin/<rule name>`, the crud screen the rule is named after.
 */
export function menuPath(node: AdminMenuNode): string {
  const path = (node.path ?? '').trim().replace(/^\/+/, '');
  if (!path) return `/admin/${node.name}`;
  return path === 'admin' || path.startsWith('admin/') ? `/${path}` : `/admin/${path}`;
}

/** The menu_dir and menu rules only (a server may list buttons too: they are not menu entries). */
export function menuNodes(nodes: readonly AdminMenuNode[] | undefined): AdminMenuNode[] {
  return (nodes ?? []).filter((node) => node.type === 'menu_dir' || node.type === 'menu');
}

/** The chain of menus from the top down to the entry that leads to `pathname`, or [] when none does. */
export function menuTrail(nodes: readonly AdminMenuNode[] | undefined, pathname: string): AdminMenuNode[] {
  for (const node of menuNodes(nodes)) {
    if (node.type === 'menu' && !isLinkMenu(node) && menuPath(node) === pathname) return [node];
    const below = menuTrail(node.children, pathname);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every menu_dir (for opening them all). */
export function menuDirs(nodes: readonly AdminMenuNode[] | undefined): AdminMenuNode[] {
  return menuNodes(nodes).flatMap((node) => (node.type === 'menu_dir' ? [node, ...menuDirs(node.children)] : []));
}

/** The route of the first screen entry of the menu (top down) other than `except`, or undefined. */
export function firstMenuPath(nodes: readonly AdminMenuNode[] | undefined, except?: string): string | undefined {
  for (const node of menuNodes(nodes)) {
    if (node.type === 'menu' && !isLinkMenu(node) && menuPath(node) !== except) return menuPath(node);
    const below = firstMenuPath(node.children, except);
    if (below) return below;
  }
  return undefined;
}
