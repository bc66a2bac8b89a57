// The detail page (`<id>-detail/:id`): header from titleField/subtitleField/tagFields, a tab of the
// schema's sections, then one tab per related list the server returned, labelled by the related
// page's own schema.
import { Suspense } from 'react';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EngineDataProvider, renderers, type EngineRuntime } from '../../../src/engine';
import type { DatabasePageSchema } from '../../../src/engine/schema/types';
import { fixtureRows, fixtureSchema } from './fixture-schema';
import { httpProvider, serveDatabase } from './harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const l = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const company: DatabasePageSchema = {
  $schema: '../_meta/database.schema.json',
  kind: 'database',
  id: 'fx-company',
  schemaVersion: 1,
  title: l('测试企业库', 'Test companies'),
  section: 'company-database',
  menu: { order: 1 },
  permissions: { view: 'FX_COMPANY_VIEW', export: 'FX_COMPANY_EXPORT' },
  source: { table: 'fx_company', primaryKey: 'companyId' },
  fields: [
    { key: 'companyId', label: l('编号', 'ID'), type: 'text', hidden: true },
    { key: 'name', label: l('企业名称', 'Company'), type: 'text' },
    { key: 'province', label: l('省份', 'Province'), type: 'text' },
    { key: 'listed', label: l('上市', 'Listed'), type: 'bool' },
    { key: 'foundedYear', label: l('成立年份', 'Founded'), type: 'year' },
    { key: 'share', label: l('份额', 'Share'), type: 'percent', percentScale: 'points' },
  ],
  detail: {
    mode: 'page',
    permissions: { view: 'FX_COMPANY_DETAIL_VIEW' },
    titleField: 'name',
    subtitleField: 'province',
    tagFields: ['listed', 'foundedYear'],
    sections: [{ id: 'profile', title: l('企业概况', 'Profile'), fields: ['name', 'province', 'foundedYear', 'share'] }],
    related: [{ id: 'products', title: l('产品', 'Products'), database: 'fx-drug', match: [{ field: 'companyId', from: 'companyId' }], columns: ['drugName', 'price'] }],
  },
};

beforeAll(async () => {
  await import('../../../src/engine/renderers/database/DatabaseDetailPage');
}, 60_000);

function renderDetail(rowId: string) {
  const runtime: EngineRuntime = {
    data: httpProvider,
    locale: 'zh-cn',
    can: () => true,
    loadSchema: async (id) => (id === 'fx-drug' ? fixtureSchema : company),
    detailHref: () => null,
    track: () => undefined,
  };
  const Page = renderers['database-detail'];
  return render(
    <MemoryRouter>
      <EngineDataProvider value={runtime}>
        <Suspense fallback={null}>
          <Page schema={company} routeId="fx-company-detail" params={{ id: rowId }} />
        </Suspense>
      </EngineDataProvider>
    </MemoryRouter>,
  );
}

describe('database detail page', () => {
  it('shows the record header, its sections and its related lists', async () => {
    serveDatabase('fx-company', [], {
      detail: {
        row: { companyId: 'c1', name: '甲药业', province: '江苏', listed: true },
        related: { products: { list: fixtureRows(2), total: 7 } },
      },
    });
    renderDetail('c1');
    const page = await screen.findByTestId('fx-company-detail');
    expect(within(page).getByRole('heading').textContent).toBe('甲药业');
    expect(page.textContent).toContain('江苏');
    expect(page.textContent).toContain('上市');
    expect(within(screen.getByTestId('fx-company-detail-profile')).getByText('企业名称')).toBeTruthy();

    fireEvent.click(within(page).getByRole('tab', { name: '产品 (7)' }));
    const related = await screen.findByTestId('fx-company-related-products');
    expect(within(related).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['药品名称', '价格']);
    expect(related.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2);
    expect(page.textContent).toContain('共 7 条，显示前 2 条');
  });

  // Issue 13 items 1 and 2: the drawer's tag read "新增谈判2,024" and its price cut "6,470.00%".
  it('shows a year tag and field ungrouped and a percent in the unit its schema declares', async () => {
    serveDatabase('fx-company', [], {
      detail: { row: { companyId: 'c2', name: '乙药业', province: '浙江', listed: false, foundedYear: 2024, share: 64.7 }, related: {} },
    });
    renderDetail('c2');
    const page = await screen.findByTestId('fx-company-detail');
    expect(page.querySelector('.ant-tag')?.textContent).toBe('2024');
    const profile = screen.getByTestId('fx-company-detail-profile');
    expect(profile.textContent).toContain('2024');
    expect(profile.textContent).not.toContain('2,024');
    expect(profile.textContent).toContain('64.70%');
  });

  it('says so when the record cannot be loaded', async () => {
    serveDatabase('fx-company', []);
    renderDetail('missing');
    expect(await screen.findByText('加载失败')).toBeTruthy();
  });
});
