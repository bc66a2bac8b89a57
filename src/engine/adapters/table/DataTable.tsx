// The one place TanStack Table is used (contracts §1). Server-driven: rows arrive already sorted and
// paged; the header only reports the sort the user asks for. Cells are plain render functions over
// formatted values, never form fields; above VIRTUALIZE_ABOVE rows only the visible rows are mounted.
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';

export type TableRow = Record<string, unknown>;

export interface TableColumn {
  key: string;
  title: ReactNode;
  width?: number;
  align: 'left' | 'right' | 'center';
  sortable: boolean;
  render: (row: TableRow) => ReactNode;
}

export interface TableSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps {
  testId: string;
  columns: TableColumn[];
  rows: TableRow[];
  rowKey: string;
  sort: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  onRowClick?: (row: TableRow) => void;
  emptyText: string;
  loading?: boolean;
}

export const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT = 40;
const VIRTUAL_VIEWPORT = 640;

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TableRow>();

// Server sort cycles: not sorted → descending → ascending → not sorted.
function nextSort(current: TableSort | null, field: string): TableSort | null {
  if (!current || current.field !== field) return { field, order: 'desc' };
  return current.order === 'desc' ? { field, order: 'asc' } : null;
}

const cellStyle: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #f0f0f0',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  height: ROW_HEIGHT,
  boxSizing: 'border-box',
};
// The first column stays put while the table scrolls sideways.
const stickyStyle: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: '#fff', boxShadow: 'inset -1px 0 0 #f0f0f0' };
// One shared style object per alignment: 5 000 cells must not mean 5 000 style objects.
const aligns = ['left', 'right', 'center'] as const;
const cellStyles = Object.fromEntries(aligns.map((a) => [a, { ...cellStyle, textAlign: a }])) as Record<TableColumn['align'], CSSProperties>;
const firstCellStyles = Object.fromEntries(aligns.map((a) => [a, { ...cellStyle, ...stickyStyle, textAlign: a }])) as Record<
  TableColumn['align'],
  CSSProperties
>;

export function DataTable(props: DataTableProps) {
  const { columns, rows, sort, onSortChange } = props;
  const defs = useMemo(
    () =>
      columns.map((column) =>
        // Headers go through TanStack; body cells call the column's formatter directly (plain text,
        // no per-cell component), which is what keeps 50 × 100 cheap.
        helper.display({ id: column.key, header: () => column.title }),
      ),
    [columns],
  );
  const table = useTable({ features, columns: defs, data: rows, getRowId: (row) => String(row[props.rowKey]) });
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const modelRows = table.getRowModel().rows;
  const virtual = modelRows.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtual ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height: VIRTUAL_VIEWPORT },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((i) => modelRows[i.index]) : modelRows;
  const padTop = virtual && items.length > 0 ? items[0].start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={scrollRef}
      data-testid={props.testId}
      data-virtual={virtual ? 'true' : 'false'}
      aria-busy={props.loading ? 'true' : 'false'}
      style={{ overflow: 'auto', maxHeight: virtual ? VIRTUAL_VIEWPORT : undefined, opacity: props.loading ? 0.6 : 1 }}
    >
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', tableLayout: 'fixed' }}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: c.width ?? 140 }} />
          ))}
        </colgroup>
        <thead style={{ position: 'sticky', top: 0, zIndex: 2 }}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const column = byKey.get(header.column.id);
                const sorted = sort?.field === header.column.id ? sort.order : null;
                const canSort = Boolean(column?.sortable && onSortChange);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    onClick={canSort ? () => onSortChange?.(nextSort(sort, header.column.id)) : undefined}
                    style={{
                      ...cellStyle,
                      background: '#fafafa',
                      fontWeight: 600,
                      textAlign: column?.align,
                      cursor: canSort ? 'pointer' : undefined,
                      ...(index === 0 ? { ...stickyStyle, background: '#fafafa', zIndex: 3 } : {}),
                    }}
                  >
                    <table.FlexRender header={header} />
                    {canSort ? <span aria-hidden style={{ marginLeft: 4, color: sorted ? '#1677ff' : '#bfbfbf' }}>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}</span> : null}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 ? <tr style={{ height: padTop }} aria-hidden /> : null}
          {shown.map((row) => (
            <tr
              key={row.id}
              data-row-key={row.id}
              onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
              style={{ cursor: props.onRowClick ? 'pointer' : undefined }}
            >
              {columns.map((column, index) => (
                <td key={column.key} style={index === 0 ? firstCellStyles[column.align] : cellStyles[column.align]}>
                  {column.render(row.original)}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 ? <tr style={{ height: padBottom }} aria-hidden /> : null}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ ...cellStyle, textAlign: 'center', color: '#999' }}>
                {props.emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
