// The spec's pager (§9): layout total, sizes, prev, pager, next, jumper; page sizes and the default
// size come from the list model (20 unless the schema says otherwise). antd's Pagination places its
// size changer after "next" whatever the props, so the total and the sizes are drawn here, before a
// Pagination that draws only prev, pager, next and jumper. A list past its count cap has no last page
// to number: it is walked by cursor (`cursor`), drawn as previous, the page's number and next.
import { useContext } from 'react';
import { Button, ConfigProvider, Pagination, Select } from 'antd';
import type { ListModel } from '../../model/list-model';
import { engineText } from '../../runtime/use-text';

export interface PagerProps {
  model: Pick<ListModel, 'id' | 'pageSizes'>;
  /** Default: `<model id>-pager`. */
  testId?: string;
  page: number;
  pageSize: number;
  total: number;
  totalText: (total: number) => string;
  onChange: (page: number, pageSize: number) => void;
  /** Cursor paging instead of numbered pages: the page shown, whether there is a next one, the moves. */
  cursor?: { page: number; hasNext: boolean; onPrevious: () => void; onNext: () => void };
}

export function Pager(props: PagerProps) {
  // "条/页" / "/ page": antd's own pager text in the interface language.
  const antdLocale = useContext(ConfigProvider.ConfigContext).locale;
  const perPage = antdLocale?.Pagination?.items_per_page ?? '/ page';
  // The interface language from antd's locale too ('zh-cn' / 'en'), so the pager needs no engine context.
  const locale = antdLocale?.locale === 'en' ? 'en' : 'zh-cn';
  const sizeName = engineText(locale, 'engine.pageSize');
  const cursor = props.cursor;
  const testId = props.testId ?? `${props.model.id}-pager`;
  return (
    <div data-testid={testId} style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 8, padding: '12px 0' }}>
      {/* antd's class name for the total, which tests and styles already know it by */}
      <span className="ant-pagination-total-text" data-testid={`${testId}-total`}>
        {props.totalText(props.total)}
      </span>
      <Select
        data-testid={`${testId}-sizes`}
        // No visible label beside it: named for screen readers (issue 14).
        aria-label={sizeName}
        value={props.pageSize}
        style={{ minWidth: 96 }}
        options={props.model.pageSizes.map((size) => ({ value: size, label: `${size} ${perPage}` }))}
        onChange={(pageSize: number) => props.onChange(1, pageSize)}
      />
      {cursor ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Button data-testid={`${testId}-previous`} disabled={cursor.page <= 1} onClick={cursor.onPrevious}>
            {engineText(locale, 'engine.prevPage')}
          </Button>
          <span data-testid={`${testId}-page`}>{engineText(locale, 'engine.pageNumber', { page: cursor.page })}</span>
          <Button data-testid={`${testId}-next`} disabled={!cursor.hasNext} onClick={cursor.onNext}>
            {engineText(locale, 'engine.nextPage')}
          </Button>
        </span>
      ) : (
        <Pagination
          current={props.page}
          pageSize={props.pageSize}
          total={props.total}
          showSizeChanger={false}
          showQuickJumper
          onChange={(page) => props.onChange(page, props.pageSize)}
        />
      )}
    </div>
  );
}
