// The one place TanStack Table is used (contracts §1). Server-driven: rows arrive already sorted and
// paged; the header only reports the sort the user asks for. Cells are plain render functions over
// formatted values, never form fields; above VIRTUALIZE_ABOVE rows only the visible rows are mounted.
import { useMemo, useRef, type ReactNode } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import './data-table.css';

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
  /** Scroll the body inside this height (the header stays); default: as tall as the rows. */
  maxHeight?: number;
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

const alignClass = (align: TableColumn['align'] | undefined) => `chis-dt-${align ?? 'left'}`;

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
  const cellClasses = useMemo(() => columns.map((c) => alignClass(c.align)), [columns]);

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
      className="chis-dt"
      data-testid={props.testId}
      data-virtual={virtual ? 'true' : 'false'}
      aria-busy={props.loading ? 'true' : 'false'}
      style={{ maxHeight: virtual ? Math.min(VIRTUAL_VIEWPORT, props.maxHeight ?? VIRTUAL_VIEWPORT) : props.maxHeight, opacity: props.loading ? 0.6 : 1 }}
    >
      <table>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: c.width ?? 140 }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byKey.get(header.column.id);
                const sorted = sort?.field === header.column.id ? sort.order : null;
                const canSort = Boolean(column?.sortable && onSortChange);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`${alignClass(column?.align)}${canSort ? ' chis-dt-sortable' : ''}`}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    onClick={canSort ? () => onSortChange?.(nextSort(sort, header.column.id)) : undefined}
                  >
                    <table.FlexRender header={header} />
                    {canSort ? (
                      <span aria-hidden className={`chis-dt-sort${sorted ? ' chis-dt-sorted' : ''}`}>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                      </span>
                    ) : null}
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
              className={props.onRowClick ? 'chis-dt-clickable' : undefined}
              onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
            >
              {columns.map((column, index) => (
                <td key={column.key} className={cellClasses[index]}>
                  {column.render(row.original)}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 ? <tr style={{ height: padBottom }} aria-hidden /> : null}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="chis-dt-empty">
                {props.emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
