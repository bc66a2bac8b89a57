// permission-tree.ts: sections → pages → export codes.
import type { PermissionNodeData } from '../derive/permission-tree';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const PREAMBLE = `import type { ExportCode, PageCode, SectionCode } from './codes';
import type { Label } from './schema-types';

export interface PermissionNode {
  code: SectionCode | PageCode | ExportCode;
  title: Label;
  /** 0 section, 1 page, 2 export (the types of GET /api/v2/user/permissions). */
  type: 0 | 1 | 2;
  children: PermissionNode[];
}
`;

export function emitPermissionTree(tree: PermissionNodeData[]): string {
  return `${GENERATED_HEADER}\n${PREAMBLE}\nexport const permissionTree: PermissionNode[] = ${literal(tree)};\n`;
}
