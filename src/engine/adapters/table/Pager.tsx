// The spec's pager (§9): layout total, sizes, prev, pager, next, jumper; page sizes and the default
// size come from the list model (20 unless the schema says otherwise).
import { Pagination } from 'antd';
import type { ListModel } from '../../model/list-model';

export interface PagerProps {
  model: Pick<ListModel, 'id' | 'pageSizes'>;
  /** Default: `<model id>-pager`. */
  testId?: string;
  page: number;
  pageSize: number;
  total: number;
  totalText: (total: number) => string;
  onChange: (page: number, pageSize: number) => void;
}

export function Pager(props: PagerProps) {
  return (
    <div data-testid={props.testId ?? `${props.model.id}-pager`} style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 0' }}>
      <Pagination
        current={props.page}
        pageSize={props.pageSize}
        total={props.total}
        showTotal={props.totalText}
        showSizeChanger
        pageSizeOptions={props.model.pageSizes}
        showQuickJumper
        onChange={(page, pageSize) => props.onChange(pageSize === props.pageSize ? page : 1, pageSize)}
      />
    </div>
  );
}
