import { permissionTree } from '../../../generated/permission-tree';
import type { Label } from '../../../generated/schema-types';

// The user's licensed benefits (GET /api/v2/user/benefits, typed unknown in src/api because the
// spec does not show it) and how they read against the permission tree: codes grouped by the
// section they belong to, so a user sees "Retail pharmacy: 5 pages" rather than raw codes.

export interface Benefit {
  source: string;
  codes: string[];
  areas: string[];
  startsAt: number;
  expiresAt: number;
  /** Started and not yet expired. */
  active: boolean;
}

type TreeNode = (typeof permissionTree)[number];

/** Permission node types of the tree: 0 section, 1 page, 2 export. */
export const EXPORT_TYPE = 2;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function parseBenefit(value: unknown): Benefit | undefined {
  const body = record(value);
  if (typeof body.expiresAt !== 'number') return undefined;
  return {
    source: typeof body.source === 'string' ? body.source : '',
    codes: strings(body.codes),
    areas: strings(body.areas),
    startsAt: typeof body.startsAt === 'number' ? body.startsAt : 0,
    expiresAt: body.expiresAt,
    active: body.active === true,
  };
}

export function parseBenefits(content: unknown): Benefit[] {
  // Either a bare array or a list envelope (contracts §10: list endpoints answer {list, total}).
  const list = Array.isArray(content) ? content : record(content).list;
  return (Array.isArray(list) ? list : []).map(parseBenefit).filter((benefit): benefit is Benefit => benefit !== undefined);
}

export interface SectionGrant {
  code: string;
  title: Label;
  /** Page titles granted in that section (export codes are counted, not listed). */
  pages: Label[];
  exports: number;
}

function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of (node.children ?? []) as TreeNode[]) walk(child, visit);
}

/** The codes of one benefit, grouped by the permission tree's sections, in the tree's order. */
export function groupBySection(codes: readonly string[]): SectionGrant[] {
  const held = new Set(codes);
  const grants: SectionGrant[] = [];
  for (const section of permissionTree) {
    const grant: SectionGrant = { code: section.code, title: section.title, pages: [], exports: 0 };
    walk(section, (node) => {
      if (node === section || !held.has(node.code)) return;
      if (node.type === EXPORT_TYPE) grant.exports += 1;
      else grant.pages.push(node.title);
    });
    if (grant.pages.length > 0 || grant.exports > 0) grants.push(grant);
  }
  return grants;
}
