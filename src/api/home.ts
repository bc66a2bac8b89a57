import { request } from './client';

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
