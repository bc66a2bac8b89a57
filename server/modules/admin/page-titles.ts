// Tracking records a page by the title the reader saw (spec: moduleName), in whichever language
// the page was shown. The dashboard names pages in the administrator's language, so a recorded
// title is looked up among the titles the product shows — routes, menu entries and permission
// pages, each in both languages; an unknown one stays as recorded.
import { menu } from '../../../src/generated/menu';
import { permissionTree, type PermissionNode } from '../../../src/generated/permission-tree';
import { routes } from '../../../src/generated/routes';
import type { Label } from '../../../src/generated/schema-types';

const pages = (nodes: PermissionNode[]): Label[] => nodes.flatMap((node) => [...(node.type === 2 ? [] : [node.title]), ...pages(node.children)]);
const titles: Label[] = [
  ...pages(permissionTree),
  ...menu.flatMap((area) => area.sections.flatMap((section) => section.items.map((item) => item.title))),
  ...routes.map((route) => route.title),
];
const byText = new Map<string, Label>(titles.flatMap((title) => [[title['zh-cn'], title] as const, [title.en, title] as const]));

export function pageTitle(recorded: string): Label {
  return byText.get(recorded) ?? { 'zh-cn': recorded, en: recorded };
}
