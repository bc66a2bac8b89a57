// The spec's pager (§9): layout total, sizes, prev, pager, next, jumper; default page size 20.
import { Pagination } from 'antd';

export interface PagerProps {
  testId: string;
  page: number;
  pageSize: number;
  total: number;
  pageSizes: number[];
  totalText: (total: number) => string;
  onChange: (page: number, pageSize: number) => void;
}

export function Pager(props: PagerProps) {
  return (
    <div data-testid={props.testId} style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 0' }}>
      <Pagination
        current={props.page}
        pageSize={props.pageSize}
        total={props.total}
        showTotal={props.totalText}
        showSizeChanger
        pageSizeOptions={props.pageSizes}
        showQuickJumper
        onChange={(page, pageSize) => props.onChange(pageSize === props.pageSize ? page : 1, pageSize)}
      />
    </div>
  );
}
