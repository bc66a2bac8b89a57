import type { menu } from '../../generated/menu';

export type MenuArea = (typeof menu)[number];
export type MenuSection = MenuArea['sections'][number];
export type MenuItem = MenuSection['items'][number];

/**
 * The menu a user may see: only items whose page code the user holds, and no section or area
 * left empty by that. The guard sends anyone without the code to /no-permission anyway, so a
 * link they cannot open would only be a dead end.
 */
export function filterMenuByCodes(areas: readonly MenuArea[], codes: Iterable<string>): MenuArea[] {
  const held = new Set(codes);
  const result: MenuArea[] = [];
  for (const area of areas) {
    const sections = area.sections
      .map((section) => ({ ...section, items: section.items.filter((item) => held.has(item.pageCode)) }))
      .filter((section) => section.items.length > 0);
    if (sections.length > 0) result.push({ ...area, sections });
  }
  return result;
}
