// Issue 12 on screen: what the shares and 合计 of a ranking are of, why growth is empty, a partial
// year marked in the period picker; issue 13: the export asks for the unit the table shows.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import companyAnalysis from '../../../schemas/market/drug-sale-company-analysis.json';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import { PERIODS, renderAnalysisPage, serveMarket } from './harness';

const company = companyAnalysis as AnalysisSchema;
const PAGE = company.id;

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// The company analysis asks for a group or a manufacturer before it queries.
const oneCompany = `?f.cj=${encodeURIComponent('["c1"]')}`;
const search = `${oneCompany}&f.region=${encodeURIComponent('["广东省"]')}`;
const answer = { base: { market: ['region'], selection: ['cj'] } };

describe('the base of a ranking', () => {
  it('says under the table what the shares are of and that the manufacturer filter only picks rows', async () => {
    serveMarket(company, { answer });
    renderAnalysisPage(company, { search });
    const note = await screen.findByTestId(`${PAGE}-group-ranking-base-note`);
    expect(note.textContent).toBe('份额、排名、增长贡献率与进化指数均以合计行为基数：按地区（广东省）筛选后的市场；生产企业筛选只决定显示哪些行，其余计入“其他”。');
  });

  it('in English, with the province by its English name', async () => {
    serveMarket(company, { answer });
    renderAnalysisPage(company, { search, locale: 'en' });
    const note = await screen.findByTestId(`${PAGE}-group-ranking-base-note`);
    expect(note.textContent).toBe(
      'Shares, ranks, contributions and evolution indices are of the Total row: the market filtered by Region (Guangdong); the Manufacturer filter only picks the rows shown, the rest is in Others.',
    );
  });

  it('says nothing when no filter narrows the page', async () => {
    serveMarket(company, { answer: { base: { market: [], selection: [] } } });
    renderAnalysisPage(company, { search: oneCompany });
    await screen.findByTestId(`${PAGE}-group-ranking`);
    await waitFor(() => expect(screen.getByTestId(`${PAGE}-page`).getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByTestId(`${PAGE}-group-ranking-base-note`)).toBeNull();
  });
});

describe('the chosen members on the KPI cards', () => {
  // The market sells 9,743.72亿 and grows 3.1 %; the chosen manufacturer 97.85亿 (+12 %), 1.0 % of it
  // (the cards in 万元, the page's default unit).
  const kpis = {
    kind: 'kpi' as const,
    values: { amount: 974_372_000_000, growth: 0.031, nCompanies: 2000 },
    newEntry: { growth: false },
    selection: { values: { amount: 9_785_000_000, growth: 0.12, nCompanies: 1, share: 0.01004 }, newEntry: { growth: false } },
  };

  it('gives the chosen manufacturer’s own sales, growth and share under the market’s', async () => {
    serveMarket(company, { answer, blocks: { kpis } });
    renderAnalysisPage(company, { search });
    const amount = await screen.findByTestId(`${PAGE}-kpis-amount-selection`);
    expect(amount.textContent).toBe('所选生产企业：978,500 · 占市场 1.0%');
    expect(screen.getByTestId(`${PAGE}-kpis-growth-selection`).textContent).toBe('所选生产企业：12.0%');
    expect(screen.getByTestId(`${PAGE}-kpis-amount`).textContent).toContain('97,437,200');
  });

  it('in English', async () => {
    serveMarket(company, { answer, blocks: { kpis } });
    renderAnalysisPage(company, { search, locale: 'en' });
    const amount = await screen.findByTestId(`${PAGE}-kpis-amount-selection`);
    expect(amount.textContent).toBe('Chosen manufacturer: 978,500 · 1.0% of the market');
  });

  it('shows the market alone when nothing is chosen', async () => {
    serveMarket(company, { answer: { base: { market: [], selection: [] } }, blocks: { kpis: { ...kpis, selection: undefined } } });
    renderAnalysisPage(company, { search: oneCompany });
    await screen.findByTestId(`${PAGE}-kpis-amount`);
    await waitFor(() => expect(screen.getByTestId(`${PAGE}-page`).getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByTestId(`${PAGE}-kpis-amount-selection`)).toBeNull();
  });
});

describe('periods', () => {
  it('says why growth is empty in the first year of data', async () => {
    serveMarket(company, { answer: { firstMonth: '2023-10', period: { type: 'MAT', value: '2024-09', label: 'MAT 2024M09', comparable: false, noComparison: 'noHistory' } } });
    renderAnalysisPage(company, { search: oneCompany });
    const note = await screen.findByTestId(`${PAGE}-no-comparison`);
    expect(note.textContent).toContain('数据自 2023-10 起，本期没有上年同期可比，增长率为空');
  });

  it('marks the partial year in the period picker', async () => {
    const periods = { ...PERIODS, values: { ...PERIODS.values, YEAR: ['2026', '2025', '2024'] } };
    serveMarket(company, { periods });
    renderAnalysisPage(company, { search: `${oneCompany}&f.timeType=${encodeURIComponent('"YEAR"')}` });
    const picker = await screen.findByTestId(`${PAGE}-filter-time`);
    fireEvent.click(within(picker).getByRole('combobox'));
    expect(await screen.findByTitle('2026年（1–9月）')).toBeTruthy();
    // full years keep their plain label (the chosen one shows in the box as well)
    expect(screen.getAllByTitle('2025').length).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('asks for the number unit the table shows', async () => {
    const backend = serveMarket(company);
    renderAnalysisPage(company, { search, codes: [company.permissions.view, company.permissions.export] });
    await screen.findByTestId(`${PAGE}-group-ranking`);
    fireEvent.click(within(screen.getByTestId(`${PAGE}-unit`)).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('亿元'));
    const button = await screen.findByTestId(`${PAGE}-group-ranking-export`);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(backend.exports).toHaveLength(1));
    expect(backend.exports[0]).toMatchObject({ block: 'group-ranking', unit: 'HUNDRED_MILLION' });
  });
});
