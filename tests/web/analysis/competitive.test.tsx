// Competitive analysis (issue 13 item 5): every chosen item stays visible in its filter, and a
// market without compared items is refused before it reaches the server; a save the server refuses
// (beyond the plan's saved markets, issue 23) shows the server's reason.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import competitiveAnalysis from '../../../schemas/market/competitive-analysis.json';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import { API, server } from '../setup';
import { renderAnalysisPage, serveMarket } from './harness';

const competitive = competitiveAnalysis as AnalysisSchema;
const PAGE = competitive.id;

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('competitive analysis', () => {
  it('shows every compared product in the filter, none folded into "+ N …"', async () => {
    const products = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
    serveMarket(competitive);
    renderAnalysisPage(competitive, { search: `?f.products=${encodeURIComponent(JSON.stringify(products))}` });
    const box = await screen.findByTestId(`${PAGE}-filter-products`);
    for (const product of products) expect(await within(box).findByText(`名称-${product}`)).toBeTruthy();
    expect(within(box).queryByText(/^\+ \d/)).toBeNull();
  });

  it('refuses to save a market without compared items, saying why, and saves one with items', async () => {
    const backend = serveMarket(competitive);
    const { unmount } = renderAnalysisPage(competitive);
    const bar = await screen.findByTestId(`${PAGE}-custom-markets`);
    fireEvent.change(within(bar).getByPlaceholderText('市场名称'), { target: { value: '胃药' } });
    fireEvent.click(within(bar).getByText('保存为自定义市场'));
    expect((await screen.findByTestId(`${PAGE}-custom-markets-empty`)).textContent).toBe('请先选择至少一个对比对象，再保存自定义市场');
    expect(backend.saves).toEqual([]);
    unmount();

    const withItems = serveMarket(competitive);
    renderAnalysisPage(competitive, { search: `?f.products=${encodeURIComponent('["P1","P2"]')}` });
    const saveBar = await screen.findByTestId(`${PAGE}-custom-markets`);
    fireEvent.change(within(saveBar).getByPlaceholderText('市场名称'), { target: { value: '胃药' } });
    fireEvent.click(within(saveBar).getByText('保存为自定义市场'));
    await waitFor(() => expect(withItems.saves).toHaveLength(1));
    expect(withItems.saves[0]).toMatchObject({ name: '胃药', pageId: PAGE, filters: { products: ['P1', 'P2'] } });
    expect(screen.queryByTestId(`${PAGE}-custom-markets-empty`)).toBeNull();
  });

  it('shows why the server refused a save: the plan keeps no more markets', async () => {
    serveMarket(competitive);
    const reason = '您的套餐最多保存 1 个自定义市场，请删除不用的市场或升级套餐';
    server.use(http.post(`${API}/api/v2/market/custom-markets`, () => HttpResponse.json({ code: 403, msg: reason, content: null }, { status: 403 })));
    renderAnalysisPage(competitive, { search: `?f.products=${encodeURIComponent('["P1"]')}` });
    const bar = await screen.findByTestId(`${PAGE}-custom-markets`);
    fireEvent.change(within(bar).getByPlaceholderText('市场名称'), { target: { value: '胃药' } });
    fireEvent.click(within(bar).getByText('保存为自定义市场'));
    expect((await screen.findByTestId(`${PAGE}-custom-markets-refused`)).textContent).toBe(reason);
  });
});
