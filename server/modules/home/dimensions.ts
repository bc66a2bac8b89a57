// Small warehouse dimensions that several endpoints list (provinces, top-level ATC/SORT
// categories, dosage forms, the SORT tree). They never change while the server runs, so they are
// read once and kept.
import type { Warehouse } from '../../warehouse/connection';

export interface CodeName {
  code: string;
  name: string;
}

export interface SortNode extends CodeName {
  children: SortNode[];
}

export interface Dimensions {
  provinces: CodeName[];
  atc1: CodeName[];
  sort1: CodeName[];
  dosageForms: string[];
  sortTree: SortNode[];
}

const cache = new WeakMap<Warehouse, Promise<Dimensions>>();

export function dimensionsOf(warehouse: Warehouse): Promise<Dimensions> {
  let loaded = cache.get(warehouse);
  if (!loaded) {
    loaded = load(warehouse);
    cache.set(warehouse, loaded);
  }
  return loaded;
}

async function load(warehouse: Warehouse): Promise<Dimensions> {
  const [provinces, atc1, sorts, forms] = await Promise.all([
    warehouse.all<{ code: string; name: string }>('SELECT province_code AS code, province AS name FROM dim_region ORDER BY province_code'),
    warehouse.all<{ code: string; name: string }>('SELECT code, name FROM dim_atc WHERE level = 1 ORDER BY code'),
    warehouse.all<{ code: string; name: string; level: number; parent_code: string | null }>(
      'SELECT code, name, level, parent_code FROM dim_sort ORDER BY level, code',
    ),
    warehouse.all<{ name: string }>(
      'SELECT DISTINCT dosage_form AS name FROM dim_generic WHERE dosage_form IS NOT NULL ORDER BY dosage_form',
    ),
  ]);
  return {
    provinces,
    atc1,
    sort1: sorts.filter((s) => s.level === 1).map(({ code, name }) => ({ code, name })),
    dosageForms: forms.map((f) => f.name),
    sortTree: buildTree(sorts),
  };
}

function buildTree(rows: { code: string; name: string; parent_code: string | null }[]): SortNode[] {
  const nodes = new Map<string, SortNode>();
  for (const row of rows) nodes.set(row.code, { code: row.code, name: row.name, children: [] });
  const roots: SortNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.code)!;
    const parent = row.parent_code ? nodes.get(row.parent_code) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
