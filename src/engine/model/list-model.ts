// The compiled list: what every list renderer (database pages, crud screens, the analysis tables)
// draws its table, filter form, view state, column picker and pager from. Built once per schema by
// `compileDatabaseList` / `compileCrudList`; plain data plus a few pure functions, no React state.
import type { ReactNode } from 'react';
import type { FilterOp, Label, Locale, Option, Predicate, SortSpec } from '../schema/types';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100, 200];

export type Row = Record<string, unknown>;
export type RowKey = string | number;

/** How a cell shows its value. Every kind is a plain render function in the table adapter. */
export type CellSpec =
  /** Text through a formatter (database column types), optionally a link to another page's detail. */
  | { kind: 'text'; format?: (value: unknown, locale: Locale) => string; link?: { database: string; by: string } }
  /** One tag (the option's label), or one tag per value of an array (or comma list). */
  | { kind: 'tag' | 'tags'; options?: Option[] }
  /** An on/off switch; inline editing when the table is given `onSwitch`. */
  | { kind: 'switch' }
  /** Epoch ms in China time, with a dayjs format. */
  | { kind: 'datetime'; format: string }
  /** A date (YYYY-MM-DD text, or epoch ms read as a China-time day). */
  | { kind: 'date' }
  | { kind: 'image' }
  | { kind: 'url' }
  | { kind: 'icon' }
  | { kind: 'color' }
  /** Integer cents shown as yuan with two decimals. */
  | { kind: 'money' }
  /** A {zh-cn, en} object (or its JSON text) in the user's language. */
  | { kind: 'label' }
  /** Drawn by the cell renderer a module registered under `name` (its form widget's name); plain text until then. */
  | { kind: 'module'; name: string }
  /** Rendered by the caller (analysis measures, links): for lists that are not schema fields. */
  | { kind: 'custom'; render: (row: Row) => ReactNode };

export interface ListColumn {
  key: string;
  /** Header text: a bilingual label, or text the caller already localised. */
  title: Label | string;
  width?: number;
  align: 'left' | 'right' | 'center';
  /** The server can sort by it (the header cycles descending, ascending, default). */
  sortable: boolean;
  /** Shown until the user hides it in the column picker. */
  visibleByDefault: boolean;
  cell: CellSpec;
  /** The value is a key of another crud screen's row: cells show that row's label. */
  remote?: { screen: string; label: string };
}

/** Where a filter's choices come from. */
export type FilterChoices =
  | { kind: 'none' }
  /** Yes / no (flags, and "is empty" filters: yes = the value is empty). */
  | { kind: 'yes-no' }
  | { kind: 'static'; options: Option[] }
  /** The values the server counted (facets). */
  | { kind: 'facets' }
  /** Another crud screen's select action. */
  | { kind: 'remote'; screen: string };

export interface ListFilter {
  key: string;
  label: Label;
  operator: FilterOp;
  /** The form adapter's component name and its props (a closed vocabulary: adapters/formily/widgets). */
  widget: { component: string; props: Record<string, unknown> };
  choices: FilterChoices;
  /** Ask the server to count rows per value (shown beside each option). */
  facet: boolean;
  placeholder?: Label;
  visibleWhen?: Predicate;
  /** Filters whose change clears this one. */
  dependsOn: string[];
}

export type ListSearch =
  /** Database pages: one keyword box over the listed fields. */
  | { kind: 'keyword'; fields: string[]; placeholder?: Label }
  /** Crud screens: the quick-search box (contains, OR-ed over the fields). */
  | { kind: 'quick'; fields: string[]; placeholder?: Label };

export interface ListModel {
  source: 'database' | 'crud' | 'custom';
  /** Page or screen id: the prefix of every data-testid and the key of remembered column choices. */
  id: string;
  primaryKey: string;
  /** Columns a user can ever see, in display order. */
  columns: ListColumn[];
  /** Filters in declaration order (the order of the wire filters and the link). */
  filters: ListFilter[];
  /** Filter keys in the order the filter form shows them. */
  filterOrder: string[];
  search: ListSearch | null;
  /** Fields the list may be sorted by (a column, or a field that is not shown). */
  sortable: string[];
  defaultSort: SortSpec | null;
  pageSize: number;
  pageSizes: number[];
  /** Tree lists: the server nests rows under `children`; `parentKey` holds the parent's key. */
  tree: { parentKey: string } | null;
  /** Drag sort by this weight field (crud `sortWeight`). */
  sortWeight: string | null;
  /** Rows can be chosen for batch actions. */
  selectable: boolean;
}

/** A list that is not a schema (e.g. an analysis ranking): columns rendered by the caller. */
export function customList(id: string, primaryKey: string, columns: ListColumn[]): ListModel {
  return {
    source: 'custom',
    id,
    primaryKey,
    columns,
    filters: [],
    filterOrder: [],
    search: null,
    sortable: columns.filter((c) => c.sortable).map((c) => c.key),
    defaultSort: null,
    pageSize: DEFAULT_PAGE_SIZE,
    pageSizes: PAGE_SIZES,
    tree: null,
    sortWeight: null,
    selectable: false,
  };
}

export function filtersInPanelOrder(model: ListModel): ListFilter[] {
  const byKey = new Map(model.filters.map((f) => [f.key, f]));
  return model.filterOrder.map((k) => byKey.get(k)).filter((f): f is ListFilter => f !== undefined);
}

/** Filters whose options are facet values or carry counts: the ones a facets request asks for. */
export function facetFields(model: ListModel): string[] {
  return filtersInPanelOrder(model)
    .filter((f) => f.facet)
    .map((f) => f.key);
}
