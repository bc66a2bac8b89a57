import { describe, expect, it } from 'vitest';
import { labelForKey, resolvePageMeta } from '../../../src/app/layout/page-meta';
import { routes } from '../../../src/generated/routes';

function crumbKeys(path: string): string[] {
  return resolvePageMeta(path).crumbs.map((crumb) => crumb.titleKey);
}

describe('breadcrumbs and tab meta (spec §2, §3)', () => {
  it('home shows Home; one-click search adds itself; the detail page adds Result page', () => {
    expect(crumbKeys('/home')).toEqual(['layout.page.home']);
    expect(crumbKeys('/one-click-search')).toEqual(['layout.page.home', 'layout.page.one-click-search']);
    expect(crumbKeys('/one-click-search-detail')).toEqual([
      'layout.page.home',
      'layout.page.one-click-search',
      'layout.page.one-click-search-detail',
    ]);
    expect(resolvePageMeta('/one-click-search-detail').crumbs[1].href).toBe('/one-click-search');
  });

  it('a schema page reads Home › area › section › page, and a detail page sits under its list', () => {
    const list = routes.find((route) => route.id === 'drug-library')!;
    expect(crumbKeys(list.path)).toEqual(['layout.page.home', 'area:basic-database', 'section:drug-database', 'route:drug-library']);
    expect(labelForKey('section:drug-database')?.['zh-cn']).toBe('药品数据库');

    const detail = routes.find((route) => route.id === 'drug-library-detail')!;
    const meta = resolvePageMeta(detail.path.replace(':id', '42'));
    expect(meta.params).toEqual({ id: '42' });
    expect(meta.crumbs.map((crumb) => crumb.titleKey)).toEqual([
      'layout.page.home',
      'area:basic-database',
      'section:drug-database',
      'route:drug-library',
      'route:drug-library-detail',
    ]);
    expect(meta.crumbs[3].href).toBe(list.path);
  });

  it('competitive analysis does not repeat its single section', () => {
    const page = routes.find((route) => route.id === 'competitive-analysis')!;
    expect(crumbKeys(page.path)).toEqual(['layout.page.home', 'area:competitive-analysis', 'route:competitive-analysis']);
  });

  it('error pages and one-time flows get no tab; content pages do', () => {
    for (const path of ['/404', '/401', '/no-permission', '/account-apply', '/admin/loading/x']) {
      expect(resolvePageMeta(path).addtab, path).toBe(false);
    }
    for (const path of ['/home', '/one-click-search', '/user-center/index', routes[0].path]) {
      expect(resolvePageMeta(path).addtab, path).toBe(true);
    }
  });
});
