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

/** The page code of the result detail page (spec §2). */
export const SEARCH_DETAIL_CODE = 'MARKET_DATA_STATISTICS_INNER_PAGE';

/**
 * Where a hit leads: its detail page for a user holding that page's code, else the results for
 * its name (rather than a link that would end on /no-permission).
 */
export function hitHref(hit: SearchHit, codes: readonly string[]): string {
  return codes.includes(SEARCH_DETAIL_CODE) ? searchDetailHref(hit) : searchHref(hit.name);
}
