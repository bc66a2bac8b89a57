// The one table of the engine (contracts §1) and the one place TanStack Table is used. It draws a
// compiled list model: server-driven (rows arrive sorted and paged; the header only reports the sort
// the user asks for), cells are plain render functions (adapters/table/cells), and above
// VIRTUALIZE_ABOVE rows only the visible rows are mounted. Row selection, tree rows, drag sort and a
// row-actions column are opt-in: a list that passes none of them pays for none of them.
import { lazy, Suspense, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { ListModel, Row, RowKey } from '../../model/list-model';
import { pickLabel } from '../../schema/label';
import { cellRenderer, cellRenderers, type CellContext } from './cells';
import { ROW_HEIGHT } from './row-height';
import './data-table.css';

export type TableRow = Row;
export type { CellContext } from './cells';

export interface TableSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface TableSelection {
  /** The chosen rows' keys (controlled). */
  selectedKeys: readonly RowKey[];
  onChange: (keys: RowKey[]) => void;
  /** Accessible names of the checkboxes. */
  labels: { all: string; row: string };
}

export interface TableTree {
  /** Keys (as text) of the rows whose children are shown (controlled). */
  expandedKeys: ReadonlySet<string>;
  onExpandedChange: (keys: Set<string>) => void;
  labels: { expand: string; collapse: string };
}

export interface TableDragSort {
  /** Move row `moveKey` to the place of row `targetKey` (a sibling). */
  onMove: (moveKey: RowKey, targetKey: RowKey) => void;
  /** Accessible name of the handle (it also moves with the arrow keys). */
  label: string;
}

export interface TableRowActions {
  title: ReactNode;
  width: number;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps {
  model: ListModel;
  rows: Row[];
  context: CellContext;
  /** Column keys the user switched off. */
  hidden?: ReadonlySet<string>;
  /** Default: `<model id>-table`. */
  testId?: string;
  /** The table's name (the page or block title): the scroll region's accessible name. */
  label?: string;
  sort: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  onRowClick?: (row: Row) => void;
  emptyText: string;
  loading?: boolean;
  /** Scroll the body inside this height (the header stays); default: as tall as the rows. */
  maxHeight?: number;
  selection?: TableSelection;
  tree?: TableTree;
  dragSort?: TableDragSort;
  rowActions?: TableRowActions;
}

export const VIRTUALIZE_ABOVE = 100;
const VIRTUAL_VIEWPORT = 640;
const SELECT_WIDTH = 44;
const DRAG_WIDTH = 40;
const TREE_INDENT = 18;
const CHILDREN = 'children';

const features = tableFeatures({});

// Loaded when a table first gets longer than VIRTUALIZE_ABOVE rows (see VirtualRows.tsx). Until it
// is in, the rows that fill the viewport are drawn as they are: the table never shows up empty.
const VirtualRows = lazy(() => import('./VirtualRows'));
const ROWS_WHILE_LOADING = Math.ceil(VIRTUAL_VIEWPORT / ROW_HEIGHT);

/** One displayed row: the record and where it sits in the (possibly nested) list. */
interface FlatRow {
  row: Row;
  id: string;
  key: RowKey;
  depth: number;
  parent: string | null;
  hasChildren: boolean;
}

const helper = createColumnHelper<typeof features, FlatRow>();

function childrenOf(row: Row): Row[] | null {
  const children = row[CHILDREN];
  return Array.isArray(children) && children.length > 0 ? (children as Row[]) : null;
}

function flatten(rows: Row[], primaryKey: string, expanded: ReadonlySet<string> | null): FlatRow[] {
  const out: FlatRow[] = [];
  const walk = (list: Row[], depth: number, parent: string | null) => {
    for (const row of list) {
      const key = row[primaryKey] as RowKey;
      const id = String(key);
      const children = expanded ? childrenOf(row) : null;
      out.push({ row, id, key, depth, parent, hasChildren: children !== null });
      if (children && expanded!.has(id)) walk(children, depth + 1, id);
    }
  };
  walk(rows, 0, null);
  return out;
}

/** Every row key in a nested list (select-all over a tree). */
export function allRowKeys(rows: Row[], primaryKey: string, into: RowKey[] = []): RowKey[] {
  for (const row of rows) {
    into.push(row[primaryKey] as RowKey);
    const children = childrenOf(row);
    if (children) allRowKeys(children, primaryKey, into);
  }
  return into;
}

/** Keys (as text) of every row that has children: what "expand all" expands. */
export function parentRowKeys(rows: Row[], primaryKey: string, into: Set<string> = new Set()): Set<string> {
  for (const row of rows) {
    const children = childrenOf(row);
    if (children) {
      into.add(String(row[primaryKey]));
      parentRowKeys(children, primaryKey, into);
    }
  }
  return into;
}

/**
 * The first column is pinned (position: sticky) from the first moment the table can be scrolled
 * sideways by the user — the pointer entering it, a wheel, a touch, focus inside it — not on first
 * paint: at scrollLeft 0 a pinned cell sits where an unpinned one does, and 100 sticky cells are a
 * large share of drawing a 50 × 100 page (issue 28 item 1). Set on the element, not in React state,
 * so pinning does not render the table again.
 */
function pinFirstColumns(event: { currentTarget: HTMLElement }): void {
  event.currentTarget.dataset.pinned = 'true';
}

/**
 * A text cell the ellipsis cuts gets its whole text as its tooltip when the pointer reaches it: only
 * cut cells carry a title, and a 50 × 100 page does not set 5,000 title attributes before its first
 * paint (issue 28 item 1). Cells holding elements (links, tags) name themselves.
 */
function titleCutCell(event: { target: EventTarget }): void {
  const cell = event.target instanceof Element ? event.target.closest('td') : null;
  if (!cell || cell.title || cell.childElementCount > 0 || cell.scrollWidth <= cell.clientWidth) return;
  cell.title = cell.textContent ?? '';
}

/** Enter or Space on a focused row does what a click does (the row itself, not a control inside it). */
function openWithKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void): void {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  open();
}

// Server sort cycles: not sorted → descending → ascending → not sorted.
function nextSort(current: TableSort | null, field: string): TableSort | null {
  if (!current || current.field !== field) return { field, order: 'desc' };
  return current.order === 'desc' ? { field, order: 'asc' } : null;
}

// Left is every cell's default (data-table.css): a left-aligned column's 100 cells carry no class.
const alignClass = (align: 'left' | 'right' | 'center' | undefined) => (align && align !== 'left' ? `chis-dt-${align}` : '');

/** A column slot of the table: a utility column (selection, drag, actions) or a model column. */
interface Slot {
  id: string;
  header: ReactNode;
  width: number;
  className: string;
  style?: CSSProperties;
  sortable: boolean;
  render: (flat: FlatRow) => ReactNode;
}

export function DataTable(props: DataTableProps) {
  const { model, rows, sort, onSortChange, hidden, context, selection, tree, dragSort, rowActions } = props;
  const { locale } = context;
  const testId = props.testId ?? `${model.id}-table`;

  const expandedKeys = tree ? tree.expandedKeys : null;
  const flat = useMemo(() => flatten(rows, model.primaryKey, expandedKeys), [rows, model.primaryKey, expandedKeys]);

  // Drag sort moves a row among its siblings only.
  const [dragging, setDragging] = useState<FlatRow | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const siblings = useMemo(() => {
    if (!dragSort) return null;
    const byParent = new Map<string | null, FlatRow[]>();
    for (const f of flat) {
      const group = byParent.get(f.parent);
      if (group) group.push(f);
      else byParent.set(f.parent, [f]);
    }
    return byParent;
  }, [flat, dragSort]);

  const selected = useMemo(() => new Set((selection?.selectedKeys ?? []).map(String)), [selection?.selectedKeys]);
  const everyKey = useMemo(() => (selection ? allRowKeys(rows, model.primaryKey) : []), [selection, rows, model.primaryKey]);

  // A module's bundle may register (or a disabled module remove) a cell renderer while the list is shown.
  const renderersVersion = useSyncExternalStore(cellRenderers.subscribe, cellRenderers.version);
  const dataSlots = useMemo(() => {
    const shown = model.columns.filter((c) => !hidden?.has(c.key));
    return shown.map((column, index): Slot => {
      const render = cellRenderer(column, context, model);
      const first = index === 0;
      const title = typeof column.title === 'string' ? column.title : pickLabel(column.title, locale);
      return {
        id: column.key,
        header: title,
        width: column.width ?? 140,
        className: alignClass(column.align),
        sortable: column.sortable,
        // Tree rows indent the first column and carry the expand toggle there.
        render: first && tree ? (f) => <TreeCell flat={f} tree={tree} prefix={model.id} content={render(f.row)} /> : (f) => render(f.row),
      };
    });
    // renderersVersion: the registry's entries are read inside
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, hidden, context, locale, tree, renderersVersion]);

  const slots = useMemo(() => {
    const lead: Slot[] = [];
    if (selection) {
      const all = everyKey.length > 0 && everyKey.every((k) => selected.has(String(k)));
      const some = !all && everyKey.some((k) => selected.has(String(k)));
      lead.push({
        id: '__select__',
        header: (
          <input
            type="checkbox"
            aria-label={selection.labels.all}
            data-testid={`${model.id}-select-all`}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={() => selection.onChange(all ? [] : [...everyKey])}
          />
        ),
        width: SELECT_WIDTH,
        className: 'chis-dt-center',
        sortable: false,
        render: (f) => (
          <input
            type="checkbox"
            aria-label={selection.labels.row}
            data-testid={`${model.id}-select-${f.id}`}
            checked={selected.has(f.id)}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => {
              const keys = selection.selectedKeys.filter((k) => String(k) !== f.id);
              selection.onChange(e.target.checked ? [...keys, f.key] : keys);
            }}
          />
        ),
      });
    }
    if (dragSort && siblings) {
      const move = (f: FlatRow, step: -1 | 1) => {
        const group = siblings.get(f.parent) ?? [];
        const target = group[group.findIndex((g) => g.id === f.id) + step];
        if (target) dragSort.onMove(f.key, target.key);
      };
      lead.push({
        id: '__drag__',
        header: '',
        width: DRAG_WIDTH,
        className: 'chis-dt-center',
        sortable: false,
        render: (f) => (
          <button
            type="button"
            className="chis-dt-drag"
            draggable
            aria-label={dragSort.label}
            title={dragSort.label}
            data-testid={`${model.id}-drag-${f.id}`}
            onClick={(e) => e.stopPropagation()}
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', f.id);
              setDragging(f);
            }}
            onDragEnd={() => {
              setDragging(null);
              setDropTarget(null);
            }}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                e.preventDefault();
                move(f, e.key === 'ArrowUp' ? -1 : 1);
              }
            }}
          >
            ⋮⋮
          </button>
        ),
      });
    }
    const tail: Slot[] = rowActions
      ? [
          {
            id: '__actions__',
            header: rowActions.title,
            width: rowActions.width,
            // Pinned to the right edge: on a table wider than its box the actions stay in view.
            className: 'chis-dt-actions chis-dt-fixed-right',
            style: { right: 0 },
            sortable: false,
            render: (f) => rowActions.render(f.row),
          },
        ]
      : [];
    // The leading utility columns and the first data column stay put while the table scrolls sideways.
    const all = [...lead, ...dataSlots, ...tail];
    const fixedCount = lead.length + (dataSlots.length > 0 ? 1 : 0);
    let left = 0;
    return all.map((slot, index) => {
      if (index >= fixedCount) return slot;
      const fixed = { ...slot, className: `${slot.className} chis-dt-fixed${index === fixedCount - 1 ? ' chis-dt-fixed-last' : ''}`.trim(), style: { left } };
      left += slot.width;
      return fixed;
    });
  }, [selection, dragSort, siblings, rowActions, dataSlots, everyKey, selected, model.id]);

  const defs = useMemo(() => slots.map((slot) => helper.display({ id: slot.id, header: () => slot.header })), [slots]);
  const table = useTable({ features, columns: defs, data: flat, getRowId: (f) => f.id });
  const byId = useMemo(() => new Map(slots.map((s) => [s.id, s])), [slots]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const modelRows = table.getRowModel().rows;
  const virtual = modelRows.length > VIRTUALIZE_ABOVE;

  const canDrop = (target: FlatRow) => dragging !== null && dragging.id !== target.id && dragging.parent === target.parent;
  const rowClass = (f: FlatRow) => {
    const classes = [];
    if (props.onRowClick) classes.push('chis-dt-clickable');
    if (selected.has(f.id)) classes.push('chis-dt-selected');
    if (dropTarget === f.id) classes.push('chis-dt-drop');
    return classes.length > 0 ? classes.join(' ') : undefined;
  };

  const renderRow = (modelRow: (typeof modelRows)[number]) => {
    const f = modelRow.original;
    return (
      <tr
        key={f.id}
        data-row-key={f.id}
        data-depth={tree ? f.depth : undefined}
        className={rowClass(f)}
        onClick={props.onRowClick ? () => props.onRowClick?.(f.row) : undefined}
        // A row that opens its record is reached with Tab and opened with Enter or Space, like a link.
        tabIndex={props.onRowClick ? 0 : undefined}
        onKeyDown={props.onRowClick ? (e) => openWithKey(e, () => props.onRowClick?.(f.row)) : undefined}
        onDragOver={
          dragging
            ? (e) => {
                if (!canDrop(f)) return;
                e.preventDefault();
                if (dropTarget !== f.id) setDropTarget(f.id);
              }
            : undefined
        }
        onDrop={
          dragging
            ? (e) => {
                e.preventDefault();
                if (canDrop(f)) dragSort?.onMove(dragging.key, f.key);
                setDragging(null);
                setDropTarget(null);
              }
            : undefined
        }
      >
        {/* Text cells are bare text; a cut one gets its title when the pointer reaches it (titleCutCell). */}
        {slots.map((slot) => (
          <td key={slot.id} className={slot.className || undefined} style={slot.style}>
            {slot.render(f)}
          </td>
        ))}
      </tr>
    );
  };

  return (
    <div
      ref={scrollRef}
      className="chis-dt"
      onPointerEnter={pinFirstColumns}
      onPointerOver={titleCutCell}
      onWheel={pinFirstColumns}
      onTouchStart={pinFirstColumns}
      onFocus={pinFirstColumns}
      onScroll={pinFirstColumns}
      data-testid={testId}
      data-virtual={virtual ? 'true' : 'false'}
      aria-busy={props.loading ? 'true' : 'false'}
      // The table scrolls (sideways, and within its height): focusable, so arrow keys scroll it.
      tabIndex={0}
      role={props.label ? 'region' : undefined}
      aria-label={props.label}
      style={{ maxHeight: virtual ? Math.min(VIRTUAL_VIEWPORT, props.maxHeight ?? VIRTUAL_VIEWPORT) : props.maxHeight, opacity: props.loading ? 0.6 : 1 }}
    >
      <table>
        <colgroup>
          {slots.map((s) => (
            <col key={s.id} style={{ width: s.width }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const slot = byId.get(header.column.id);
                const sorted = sort?.field === header.column.id ? sort.order : null;
                const canSort = Boolean(slot?.sortable && onSortChange);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`${slot?.className ?? ''}${canSort ? ' chis-dt-sortable' : ''}`.trim() || undefined}
                    style={slot?.style}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    onClick={canSort ? () => onSortChange?.(nextSort(sort, header.column.id)) : undefined}
                  >
                    {canSort ? (
                      // A button, so the sort is in the Tab order: Enter or Space clicks it, and the
                      // click reaches the header's handler (the one handler, for mouse and keyboard).
                      <button type="button" className="chis-dt-sort-button">
                        <table.FlexRender header={header} />
                        <span aria-hidden className={`chis-dt-sort${sorted ? ' chis-dt-sorted' : ''}`}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {virtual ? (
            <Suspense fallback={modelRows.slice(0, ROWS_WHILE_LOADING).map(renderRow)}>
              <VirtualRows count={modelRows.length} scrollRef={scrollRef} renderRow={(index) => renderRow(modelRows[index])} rowHeight={ROW_HEIGHT} viewport={VIRTUAL_VIEWPORT} />
            </Suspense>
          ) : (
            modelRows.map(renderRow)
          )}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={slots.length} className="chis-dt-empty">
                {props.emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function TreeCell({ flat, tree, prefix, content }: { flat: FlatRow; tree: TableTree; prefix: string; content: ReactNode }) {
  const open = tree.expandedKeys.has(flat.id);
  const toggle = () => {
    const next = new Set(tree.expandedKeys);
    if (open) next.delete(flat.id);
    else next.add(flat.id);
    tree.onExpandedChange(next);
  };
  return (
    <span className="chis-dt-tree" style={{ paddingLeft: flat.depth * TREE_INDENT }}>
      {flat.hasChildren ? (
        <button
          type="button"
          className="chis-dt-expand"
          aria-expanded={open}
          aria-label={open ? tree.labels.collapse : tree.labels.expand}
          data-testid={`${prefix}-expand-${flat.id}`}
          onClick={(e) => {
            e.stopPropagation();
            toggle();
          }}
        >
          {open ? '▾' : '▸'}
        </button>
      ) : (
        <span className="chis-dt-expand-space" />
      )}
      {content}
    </span>
  );
}
