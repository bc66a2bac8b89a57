import type { Location } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { afterNavigation } from '../../../src/app/router/after-navigation';

// What the router hands to tracking; the records themselves are tracking.test.ts's subject.
const visits = vi.hoisted(() => [] as { path: string; previous: string }[]);
vi.mock('../../../src/app/tracking', () => ({
  trackPageVisit: (page: { path: string }, previous: string) => visits.push({ path: page.path, previous }),
}));

let keys = 0;
const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: `k${(keys += 1)}` });

describe('page-visit records per navigation (spec §2, §4)', () => {
  it('records a page once, however many queries run on it, and again when another page follows', () => {
    const list = '/basic-database/drug-database/drug-library';
    const home = at('/home');
    const first = at(list);
    const query = at(list, '?keyword=%E9%98%BF%E8%8E%AB');
    const nextPage = at(list, '?keyword=%E9%98%BF%E8%8E%AB&page=2');
    const back = at('/home');
    afterNavigation(home, undefined);
    afterNavigation(first, home);
    afterNavigation(query, first);
    afterNavigation(nextPage, query);
    afterNavigation(back, nextPage);
    expect(visits).toEqual([
      { path: '/home', previous: '' },
      { path: list, previous: '/home' },
      { path: '/home', previous: list },
    ]);
  });
});
