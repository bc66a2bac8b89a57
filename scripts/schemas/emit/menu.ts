// menu.ts: the side-menu tree.
import type { MenuAreaData } from '../derive/menu';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const PREAMBLE = `import type { PageCode, RouteId, SectionCode } from './codes';
import type { Label } from './schema-types';

export interface MenuItem {
  routeId: RouteId;
  path: string;
  title: Label;
  pageCode: PageCode;
}

export interface MenuSection {
  id: string;
  code: SectionCode;
  title: Label;
  /** @ant-design/icons component name. */
  icon: string;
  items: MenuItem[];
}

export interface MenuArea {
  id: string;
  title: Label;
  icon: string;
  sections: MenuSection[];
}
`;

export function emitMenu(areas: MenuAreaData[]): string {
  return `${GENERATED_HEADER}\n${PREAMBLE}\nexport const menu: MenuArea[] = ${literal(areas)};\n`;
}
