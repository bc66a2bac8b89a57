// A market page whose figures cover a licence narrower than all of China says so beside the data
// note (issue 26 item 8): a trial's 北京 + 上海 must not read as the market.
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import marketOverview from '../../../schemas/market/drug-sale-market-overview.json';
import type { AnalysisSchema } from '../../../src/generated/schema-types';
import { renderAnalysisPage, serveMarket } from './harness';

const overview = marketOverview as AnalysisSchema;

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const note = () => screen.getByTestId(`${overview.id}-data-note`).textContent ?? '';

describe('the licence note of a market page', () => {
  it('names the licensed provinces when the licence is narrower than China', async () => {
    serveMarket(overview, { answer: { licensedProvinces: ['北京市', '上海市'] } });
    renderAnalysisPage(overview);
    await waitFor(() => expect(note()).toContain('仅含授权省份：北京、上海'));
  });

  it('in English', async () => {
    serveMarket(overview, { answer: { licensedProvinces: ['北京市', '上海市'] } });
    renderAnalysisPage(overview, { locale: 'en' });
    await waitFor(() => expect(note()).toContain('Licensed provinces only: Beijing, Shanghai'));
  });

  it('says nothing of a licence for all of China', async () => {
    const backend = serveMarket(overview, { answer: { licensedProvinces: null } });
    renderAnalysisPage(overview);
    await waitFor(() => expect(backend.queries).toHaveLength(1));
    await waitFor(() => expect(note()).toContain('统计期'));
    expect(screen.queryByTestId(`${overview.id}-licence-note`)).toBeNull();
  });
});
