import type { Suggestion } from '../../../api/home';

// How one-click search reads its hits: three groups a user thinks in (drugs, companies, categories).

export type GroupId = 'drugs' | 'companies' | 'categories';

export const GROUPS: readonly {
  id: GroupId;
  types: readonly Suggestion['type'][];
}[] = [
  { id: 'drugs', types: ['generic', 'product'] },
  { id: 'companies', types: ['company', 'group'] },
  { id: 'categories', types: ['atc', 'sort'] },
];

export function groupOf(type: string): (typeof GROUPS)[number] | undefined {
  return GROUPS.find((group) => (group.types as readonly string[]).includes(type));
}

export function groupHits(hits: readonly Suggestion[]): Record<GroupId, Suggestion[]> {
  const grouped: Record<GroupId, Suggestion[]> = {
    drugs: [],
    companies: [],
    categories: [],
  };
  for (const hit of hits) {
    const group = groupOf(hit.type);
    if (group) grouped[group.id].push(hit);
  }
  return grouped;
}

/** A database page filtered by a keyword (the engine reads `?keyword=`). */
export function databaseHref(path: string, keyword: string): string {
  return `${path}?${new URLSearchParams({ keyword })}`;
}
