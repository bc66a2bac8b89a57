import { request } from './client';
import type { ChannelStats } from '../shared/channel-figures';

/** Contracts §10: one ranked suggestion of the one-click search box. */
export interface Suggestion {
  type: 'generic' | 'product' | 'company' | 'group' | 'atc' | 'sort';
  id: string;
  name: string;
  extra?: string;
}

export interface SortNode {
  code: string;
  name: string;
  children?: SortNode[];
}

export function autocomplete(keyword: string, limit = 10) {
  // Each keystroke replaces the previous lookup: the default duplicate key (url + params) would
  // differ per keyword, so one shared key makes the newest keystroke cancel the older ones.
  return request<Suggestion[]>({
    url: '/api/v2/home/search/autocomplete',
    params: { keyword, limit, request_front_pending_key: 'home.autocomplete' },
    showErrorMessage: false,
  });
}

export function sortList() {
  return request<SortNode[]>({ url: '/api/v2/home/sort-list' });
}

export function drugDimn(body: { keyword?: string; dimension: string }) {
  return request<{ code?: string; name: string }[]>({ url: '/api/v2/home/drug-dimn', method: 'POST', data: body });
}

type Label = { 'zh-cn': string; en: string };

/** One basic-database page's rows matching a search (the total the page shows with `?keyword=`). */
export interface PageCount {
  id: string;
  title: Label;
  path: string;
  /** null when the server could not count this page. */
  count: number | null;
  /** 'keyword', or the key column the item was matched by ('genericId', 'companyId'). */
  matchedBy: string;
}

export interface SectionCounts {
  id: string;
  title: Label;
  total: number;
  pages: PageCount[];
}

export interface SearchSummary {
  keyword: string;
  sections: SectionCounts[];
  hits: Suggestion[];
}

export function searchSummary(keyword: string) {
  return request<SearchSummary>({ url: '/api/v2/home/search/summary', params: { keyword } });
}

export interface SearchItem extends ChannelStats {
  item: { type: Suggestion['type']; id: string; name: string; nameEn: string | null; attributes: Record<string, string | null> };
  sections: SectionCounts[];
}

/** The result page says itself when an item is unknown or cannot load, so no toast besides. */
export function searchItem(type: string, id: string) {
  return request<SearchItem>({ url: '/api/v2/home/search/item', params: { type, id }, showErrorMessage: false });
}
