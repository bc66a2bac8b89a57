// The manifest built from the real schemas/ tree must hold every page the spec (§2) names, with the
// exact paths and page codes it gives (§2, §6), and the schemas must be free of problems.
import { beforeAll, describe, expect, it } from 'vitest';
import { generate, type GenerateResult } from '../../../scripts/schemas/generate';
import { formatProblem } from '../../../lib/schema-check/problems';
import { ROOT } from './helpers';

const BASIC_PAGES: Record<string, string[]> = {
  'drug-database': [
    'drug-library',
    'medical-insurance-library',
    'country-negotiate-drug-catalogue',
    'basic-drug-library',
    'low-price-drug-library',
    'zhongbao-library',
    'antibiotics-library',
    'drug-instructions-library',
  ],
  'company-database': ['pharmacy-industry-library'],
  'research-database': [
    'china-clinic-trial',
    'global-clinic-trial',
    'clinic-guide-library',
    'drug-review-library',
    'reference-formulation',
    'reference-formulation-filing',
    'consistency-evaluation-library',
  ],
  'non-pharmacy-database': ['health-product-library'],
  'market-info': [
    'drug-advertisement-position',
    'win-bid-library',
    'country-drug-tendering-catalogue',
    'country-drug-win-bid-catalogue',
    'biological-product-issuance-library',
  ],
  // spec §3 INDUSTRY_INFORMATION (issue 13 item 9): a section with pages of its own, never an empty card
  'industry-info': ['industry-news', 'policy-notice'],
};
const DETAIL_PAGES: Record<string, string> = {
  'drug-library-detail': '/basic-database/drug-database/drug-library-detail/:id',
  'pharmacy-industry-library-detail': '/basic-database/company-database/pharmacy-industry-library-detail/:id',
};
const MARKET_GROUPS = ['drug-sale', 'degree-hospital', 'grassroots-medical-institution', 'b2c', 'omni-channel'];
const MARKET_VIEWS = ['market-overview', 'company-analysis', 'product-analysis', 'category-filter'];
const SPEC_PAGE_CODES = [
  'DRUG_BENCHMARK_LIBRARY_VIEW',
  'RETAIL_MARKET_OVERVIEW',
  'HOSPITAL_BUSINESS_ANALYSIS',
  'B2C_MARKET_OVERVIEW',
  'ALL_CHANNEL_MARKET_OVERVIEW',
  'COMP_DATABASE_PRODUCT_ANALYSIS',
  'MARKET_DATA_STATISTICS_INNER_PAGE',
];
const SPEC_SECTION_CODES = [
  'BASIC_DATABASE',
  'ENTERPRISE_DATABASE',
  'R_D_DATABASE',
  'NON_DRUG_DATABASE',
  'MARKET_INFORMATION',
  'RETAIL_MARKET',
  'HOSPITALS_MARKET',
  'PRIMARY_CARE_MARKET',
  'B2C_MARKET',
  'ALL_CHANNEL_MARKET',
  'COMPETITIVE_PRODUCT_ANALYSIS',
  'INDUSTRY_INFORMATION',
];

describe('manifest of the real schemas', () => {
  let result: GenerateResult;
  const pathOf = (id: string) => result.manifest?.routes.find((r) => r.id === id)?.path;

  beforeAll(async () => {
    result = await generate({ root: ROOT });
  }, 30_000);

  it('reports no problems', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('has every basic-database page at /basic-database/<section>/<id>, with view and export codes', () => {
    for (const [section, ids] of Object.entries(BASIC_PAGES)) {
      for (const id of ids) {
        expect(pathOf(id), id).toBe(`/basic-database/${section}/${id}`);
        const entry = result.manifest?.databaseWhitelist[id];
        expect(entry?.viewCode, id).toMatch(/_VIEW$/);
        expect(entry?.exportCode, id).toMatch(/_EXPORT$/);
      }
    }
  });

  it('gives every permission section at least one page (the benefits page shows a card per section)', () => {
    const empty = (result.manifest?.permissionTree ?? []).filter((section) => !section.children.some((node) => node.type === 1));
    expect(empty.map((section) => section.code)).toEqual([]);
  });

  it('has the two detail pages with their own page codes', () => {
    for (const [id, path] of Object.entries(DETAIL_PAGES)) expect(pathOf(id)).toBe(path);
    expect(result.manifest?.codes.pageCodes).toEqual(
      expect.arrayContaining(['DRUG_BENCHMARK_LIBRARY_DETAIL_VIEW', 'PHARMACY_INDUSTRY_LIBRARY_DETAIL_VIEW']),
    );
  });

  it('has five market groups × four views, the terminal category analysis and the competitive analysis', () => {
    for (const group of MARKET_GROUPS) {
      for (const view of MARKET_VIEWS) expect(pathOf(`${group}-${view}`)).toBe(`/market-database/${group}/${view}`);
    }
    expect(pathOf('drug-sale-terminal-category-analysis')).toBe('/market-database/drug-sale/terminal-category-analysis');
    expect(pathOf('competitive-analysis')).toBe('/competitive-analysis/competitive-analysis');
    const paths = result.manifest?.routes.map((r) => r.path);
    expect(paths).toContain('/market-database/drug-sale/product-analysis');
    expect(paths).toContain('/market-database/drug-sale/company-analysis');
  });

  it('holds the page and section codes the spec names, and an export code for every list and analysis page', () => {
    expect(result.manifest?.codes.pageCodes).toEqual(expect.arrayContaining(SPEC_PAGE_CODES));
    expect(result.manifest?.codes.sectionCodes).toEqual(expect.arrayContaining(SPEC_SECTION_CODES));
    expect(result.manifest?.codes.exportCodes).toEqual(
      expect.arrayContaining(['DRUG_BENCHMARK_LIBRARY_EXPORT', 'RETAIL_MARKET_OVERVIEW_EXPORT', 'COMP_DATABASE_PRODUCT_ANALYSIS_EXPORT']),
    );
    for (const route of result.manifest?.routes ?? []) {
      if (route.kind === 'database' || route.kind === 'analysis') {
        expect(route.exportCode, route.id).toBeDefined();
        expect(result.manifest?.codes.exportCodes).toContain(route.exportCode);
      }
    }
  });

  it('emits nothing for the crud screens: the admin app fetches their schemas from the API', () => {
    expect(result.files.has('crud.ts')).toBe(false);
    expect(result.manifest?.routes.every((r) => ['database', 'database-detail', 'analysis'].includes(r.kind))).toBe(true);
    expect(result.manifest?.codes.routeIds).not.toContain('admin-group');
  });

  it('lists the menu in registry order: basic databases, market databases, competitive analysis', () => {
    expect(result.manifest?.menu.map((a) => a.id)).toEqual(['basic-database', 'market-database', 'competitive-analysis']);
    const drugItems = result.manifest?.menu[0].sections[0].items.map((i) => i.routeId);
    expect(drugItems).not.toContain('drug-library-detail');
  });

  it('names a menu entry by its menu label where the schema has one, else by the page title', () => {
    const items = result.manifest?.menu.flatMap((a) => a.sections.flatMap((s) => s.items)) ?? [];
    const title = (routeId: string) => items.find((i) => i.routeId === routeId)?.title;
    expect(title('drug-sale-market-overview')).toEqual({ 'zh-cn': '市场概况', en: 'Market overview' });
    expect(title('drug-library')?.['zh-cn']).toBe('药品库');
  });
});
