// Every permission code the product knows, read from the generated permission tree (sections →
// pages → export codes). Member groups and benefits can only grant codes that appear here.
import { permissionTree, type PermissionNode } from '../../../src/generated/permission-tree';

export type PermissionType = 0 | 1 | 2;

export interface CatalogEntry {
  code: string;
  type: PermissionType;
  /** The section code the entry sits under (its own code for a section). */
  section: string;
}

function flatten(nodes: readonly PermissionNode[], section: string | null, out: Map<string, CatalogEntry>): void {
  for (const node of nodes) {
    const own = section ?? node.code;
    out.set(node.code, { code: node.code, type: node.type, section: own });
    flatten(node.children, own, out);
  }
}

const catalog = new Map<string, CatalogEntry>();
flatten(permissionTree, null, catalog);

export const ALL_CODES: readonly string[] = [...catalog.keys()];

export function catalogEntry(code: string): CatalogEntry | undefined {
  return catalog.get(code);
}

/** Expands a rule list (`["*"]` = everything) into the known codes it grants. */
export function expandRules(rules: readonly string[]): string[] {
  if (rules.includes('*')) return [...ALL_CODES];
  return rules.filter((code) => catalog.has(code));
}
