// Where the one-click search leads: the result page for a keyword, the detail page for one hit.

export interface SearchHit {
  type: string;
  id: string | number;
  name: string;
}

export function searchHref(keyword: string): string {
  return `/one-click-search?${new URLSearchParams({ keyword })}`;
}

export function searchDetailHref(hit: SearchHit): string {
  return `/one-click-search-detail?${new URLSearchParams({ type: hit.type, id: String(hit.id), name: hit.name })}`;
}
