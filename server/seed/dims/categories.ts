// The ATC (4 levels) and SORT (3 levels) trees. ATC L4 nodes split each L3 the way vendors do
// (plain molecules / combinations and special forms); SORT codes are positional (01, 0101, 010101).
import { ATC1, THERAPIES, TCM_ATC3_BY_SORT2 } from '../pools/atc';
import { SORT_TREE } from '../pools/sort';
import type { CategoryNode } from '../model';

export const ATC4_VARIANTS: [suffix: string, zh: string, en: string][] = [
  ['1', '单方', 'plain'],
  ['2', '复方及特殊剂型', 'combinations and special forms'],
];

export function buildAtc(): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  const add = (node: CategoryNode) => {
    if (!nodes.has(node.code)) nodes.set(node.code, node);
  };
  for (const [code, name, en] of ATC1) add({ code, level: 1, name, nameEn: en, parentCode: null });
  const l3s = [...THERAPIES.map((t) => [t.l2, t.l3] as const), ...Object.values(TCM_ATC3_BY_SORT2)];
  for (const [l2, l3] of l3s) {
    add({ code: l2[0], level: 2, name: l2[1], nameEn: l2[2], parentCode: l2[0].slice(0, 1) });
    add({ code: l3[0], level: 3, name: l3[1], nameEn: l3[2], parentCode: l2[0] });
    for (const [suffix, zh, en] of ATC4_VARIANTS) {
      add({ code: `${l3[0]}${suffix}`, level: 4, name: `${l3[1]}（${zh}）`, nameEn: `${l3[2]}, ${en}`, parentCode: l3[0] });
    }
  }
  return [...nodes.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export function buildSort(): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  SORT_TREE.forEach((l1, i) => {
    const c1 = String(i + 1).padStart(2, '0');
    nodes.push({ code: c1, level: 1, name: l1.name, nameEn: l1.en, parentCode: null });
    l1.children.forEach((l2, j) => {
      const c2 = `${c1}${String(j + 1).padStart(2, '0')}`;
      nodes.push({ code: c2, level: 2, name: l2.name, nameEn: l2.en, parentCode: c1 });
      l2.leaves.forEach(([name, en], k) => {
        nodes.push({ code: `${c2}${String(k + 1).padStart(2, '0')}`, level: 3, name, nameEn: en, parentCode: c2 });
      });
    });
  });
  return nodes;
}

/** Looks a SORT node up by name at a level (names are unique per level in the tree). */
export function sortCodeByName(sort: CategoryNode[], level: number, name: string): string {
  const node = sort.find((n) => n.level === level && n.name === name);
  if (!node) throw new Error(`SORT node not found: level ${level} ${name}`);
  return node.code;
}
