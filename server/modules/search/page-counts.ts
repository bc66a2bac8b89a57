// How many rows of each basic-database page match a search: the same WHERE the page's own list
// builds (the database service's count), so a count here equals the total the page shows when
// opened with `?keyword=`. Pages are grouped by their menu section, in menu order.
import { menu } from '../../../src/generated/menu';
import type { Label } from '../../../src/generated/schema-types';
import type { DatabaseService } from '../database/service';
import type { DatabaseEntry, Filter, Query } from '../database/types';

export interface PageCount {
  id: string;
  title: Label;
  path: string;
  /** null when the page's own query fails for this keyword (its list would fail the same way). */
  count: number | null;
  /** How the rows were matched: the item's key column (`genericId`, `companyId`) or the keyword. */
  matchedBy: 'keyword' | string;
}

export interface SectionCounts {
  id: string;
  title: Label;
  total: number;
  pages: PageCount[];
}

/** What one page is asked: a keyword over its keyword fields, or an exact key it holds. */
export type PageMatch = { keyword: string; key?: { field: string; value: string } };

const basicSections = menu.find((area) => area.id === 'basic-database')?.sections ?? [];

function queryFor(entry: DatabaseEntry, match: PageMatch): Query | null {
  const key = match.key;
  if (key && entry.fields[key.field]) {
    const filter: Filter = { field: key.field, op: 'eq', value: key.value };
    return { filters: [filter], keyword: '', sort: null };
  }
  if (entry.keywordFields.length === 0 || match.keyword === '') return null;
  return { filters: [], keyword: match.keyword, sort: null };
}

/**
 * Every basic-database page the caller may view (`canView` its view code), counted; pages with no
 * way to match (no keyword fields, no key column) are left out. Zero counts stay, sorted last
 * (after them, pages whose count failed).
 */
export async function countPages(
  service: DatabaseService,
  whitelist: Record<string, DatabaseEntry>,
  match: PageMatch,
  canView: (code: string) => boolean,
  onError: (pageId: string, error: unknown) => void,
): Promise<SectionCounts[]> {
  const sections = await Promise.all(
    basicSections.map(async (section) => {
      const counted = await Promise.all(
        section.items.map(async (item): Promise<PageCount | null> => {
          const entry = whitelist[item.routeId];
          if (!entry || !canView(entry.viewCode)) return null;
          const query = queryFor(entry, match);
          if (!query) return null;
          const matchedBy = query.filters[0]?.field ?? 'keyword';
          // One page's failure (e.g. a keyword field its SQL cannot search) must not sink the others.
          const count = await service.count(entry, query).catch((error: unknown) => {
            onError(entry.id, error);
            return null;
          });
          return { id: entry.id, title: item.title, path: item.path, count, matchedBy };
        }),
      );
      const pages = counted.filter((page): page is PageCount => page !== null).sort((a, b) => (b.count ?? -1) - (a.count ?? -1));
      return { id: section.id, title: section.title, total: pages.reduce((sum, page) => sum + (page.count ?? 0), 0), pages };
    }),
  );
  return sections.filter((section) => section.pages.length > 0);
}
