// The benefits page says 可导出 only beside pages whose export the account holds (issue 26 item 8):
// a trial that may view the retail overview but not export it reads 导出未开通 there.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BenefitsIntroPage from '../../../src/app/pages/user-center/base-database-benefits-intro';
import { appStore } from '../../../src/app/state/store';
import { permissionCodesAtom } from '../../../src/app/state/session';
import { page, renderAt } from './render-page';

const render = (codes: string[]) => {
  appStore.set(permissionCodesAtom, codes);
  return renderAt('/user-center/base-database-benefits-intro', [page('/user-center/base-database-benefits-intro', <BenefitsIntroPage />)]);
};

describe('benefits page (user-center/base-database-benefits-intro)', { timeout: 20_000 }, () => {
  it('a page viewed without its export code says the export is not included', async () => {
    render(['RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW']);
    expect((await screen.findByTestId('benefits-intro-export-RETAIL_MARKET_OVERVIEW')).textContent).toBe('导出未开通');
    expect(screen.getByTestId('benefits-intro-export-RETAIL_BUSINESS_ANALYSIS').textContent).toBe('导出未开通');
    expect(screen.queryByText('可导出')).toBeNull();
  });

  it('可导出 beside the pages whose export code the account holds', async () => {
    render(['RETAIL_MARKET', 'RETAIL_MARKET_OVERVIEW', 'RETAIL_MARKET_OVERVIEW_EXPORT']);
    expect((await screen.findByTestId('benefits-intro-export-RETAIL_MARKET_OVERVIEW')).textContent).toBe('可导出');
    expect(screen.getByTestId('benefits-intro-export-RETAIL_BUSINESS_ANALYSIS').textContent).toBe('导出未开通');
  });
});
