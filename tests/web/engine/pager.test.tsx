import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../src/engine/adapters/table/Pager';

const model = { id: 'fx', pageSizes: [10, 20, 50, 100] };

function renderPager(locale = zhCN, onChange = vi.fn()) {
  render(
    <ConfigProvider locale={locale}>
      <Pager model={model} page={2} pageSize={20} total={95} totalText={(total) => `共 ${total} 条`} onChange={onChange} />
    </ConfigProvider>,
  );
  return { pager: screen.getByTestId('fx-pager'), onChange };
}

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the shared pager (spec §9)', () => {
  it('lays out total, sizes, prev, pager, next, jumper in that order', () => {
    const { pager } = renderPager();
    const parts = [
      screen.getByTestId('fx-pager-total'),
      screen.getByTestId('fx-pager-sizes'),
      pager.querySelector('.ant-pagination-prev')!,
      pager.querySelector('.ant-pagination-item-2')!,
      pager.querySelector('.ant-pagination-next')!,
      pager.querySelector('.ant-pagination-options-quick-jumper')!,
    ];
    parts.forEach((part) => expect(part).toBeTruthy());
    for (let i = 1; i < parts.length; i += 1) expect(before(parts[i - 1], parts[i])).toBe(true);
    expect(parts[0].textContent).toBe('共 95 条');
    // antd's own size changer (which it puts after "next") is not drawn a second time.
    expect(pager.querySelectorAll('.ant-select')).toHaveLength(1);
  });

  it('offers the page sizes in the interface language and goes back to page 1 on a new size', async () => {
    const { onChange } = renderPager(enUS);
    expect(screen.getByTestId('fx-pager-sizes').textContent).toContain('20 / page');
    fireEvent.mouseDown(within(screen.getByTestId('fx-pager-sizes')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('50 / page'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('keeps the size when a page is picked', () => {
    const { pager, onChange } = renderPager();
    fireEvent.click(within(pager).getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 20);
    expect(screen.getByTestId('fx-pager-sizes').textContent).toContain('20 条/页');
  });
});
