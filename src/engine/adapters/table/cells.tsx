// Cell renderers by the list model's cell kind, looked up in an open registry: each column gets one
// plain render function (row in, node out), built once per column list, so a 50 × 100 page calls
// 5 000 functions and mounts no per-cell component for text. Only switch cells mount an antd component (and only in lists that
// show one).
import type { ComponentType, ReactNode } from 'react';
import type { ModuleCellProps } from '../../modules/module-api';
import { createOpenRegistry } from '../../registry/open-registry';
import { SwitchToggle } from '../../widgets/SwitchToggle';
import { fileNameOf, isOtherFileUrl } from '../../model/file-url';
import { parseLabel, parseList } from '../../model/form-model';
import type { CellSpec, ListColumn, Row } from '../../model/list-model';
import { epochMs, formatChinaTime, DATE_FORMAT } from '../../model/time';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import { formatNumber } from '../../../shared/number-format';

export interface CellContext {
  locale: Locale;
  /** The address of a record's detail in another database page (link cells), or null. */
  detailHref?: (databaseId: string, rowId: string) => string | null;
  /** Inline switches: called with the row, the column key and the new state; absent = read-only switches. */
  onSwitch?: (row: Row, key: string, checked: boolean) => void;
  /** Labels of remote keys by column key (keys as text), e.g. a group id shown as its name. */
  remoteLabels?: Record<string, ReadonlyMap<string, string>>;
  /**
   * Draws an icon cell by name. Lists that show icons hand the icon set in (the admin screens), so
   * the subscriber pages' table does not carry it; without it the cell shows the name.
   */
  icon?: (name: string) => ReactNode;
}

export type CellRender = (row: Row) => ReactNode;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

// Text cells render bare text: the table gives a cut text cell its `title` (the whole text, for the
// ellipsis) on the <td> itself when the pointer reaches it, so a 50 × 100 page mounts no wrapper element per cell.
function plain(text: string): ReactNode {
  return text;
}

/** Only web addresses and site paths become links (never `javascript:` and the like). */
function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^(https?:)?\/\//i.test(value) || value.startsWith('/') ? value : null;
}

function moneyText(value: unknown, locale: Locale): string {
  const cents = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(cents)) return String(value);
  return formatNumber(cents / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function optionText(
  spec: Extract<CellSpec, { kind: 'tag' | 'tags' }>,
  value: unknown,
  locale: Locale,
  remote: ReadonlyMap<string, string> | undefined,
): string {
  // A boolean arrives as true/false on the wire while its options name 1/0 (the stored values).
  const wanted = typeof value === 'boolean' ? Number(value) : value;
  const option = spec.options?.find((o) => o.value === wanted || String(o.value) === String(wanted));
  if (option) return pickLabel(option.label, locale);
  return remote?.get(String(value)) ?? String(value);
}

/** The text a cell shows, for kinds that are text (detail views, exports of what is on screen). */
export function cellText(column: ListColumn, value: unknown, context: CellContext): string {
  const { locale } = context;
  const spec = column.cell;
  if (isEmpty(value)) return '';
  const remote = context.remoteLabels?.[column.key];
  switch (spec.kind) {
    case 'text':
      if (remote && !Array.isArray(value)) return remote.get(String(value)) ?? String(value);
      if (remote)
        return parseList(value)
          .map((v) => remote.get(String(v)) ?? String(v))
          .join(locale === 'en' ? ', ' : '、');
      return spec.format ? spec.format(value, locale) : String(value);
    case 'tag':
      return optionText(spec, value, locale, remote);
    case 'tags':
      return parseList(value)
        .map((v) => optionText(spec, v, locale, remote))
        .join(locale === 'en' ? ', ' : '、');
    case 'datetime': {
      const ms = epochMs(value);
      return ms === null ? String(value) : formatChinaTime(ms, spec.format, locale);
    }
    case 'date': {
      const ms = epochMs(value);
      return ms === null ? String(value).slice(0, 10) : formatChinaTime(ms, DATE_FORMAT, locale);
    }
    case 'money':
      return moneyText(value, locale);
    case 'label': {
      const label = parseLabel(value);
      return label ? pickLabel(label, locale) : String(value);
    }
    case 'switch':
      return value === true || value === 1 || value === '1' ? (locale === 'en' ? 'Yes' : '是') : locale === 'en' ? 'No' : '否';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

type CellMeta = { id: string; primaryKey: string };

/** A cell renderer: the render function of one column, given the column, the list's context and the list. */
export type CellRendererEntry = (column: ListColumn, context: CellContext, meta: CellMeta) => CellRender;

/**
 * Cell renderers by name (DESIGN §10.7): the built-in kinds below and the renderers module bundles add
 * at run time (a `module` cell names one) are looked up here alike.
 */
export const cellRenderers = createOpenRegistry<CellRendererEntry>('cell renderer');

const textCell = (column: ListColumn, context: CellContext): CellRender => (row) => plain(cellText(column, row[column.key], context));

/** A module's renderer takes the value, the row and the language (src/engine/modules/module-api.ts). */
export function moduleCellEntry(Component: ComponentType<ModuleCellProps>): CellRendererEntry {
  return (column, context) => (row) => (isEmpty(row[column.key]) ? null : <Component value={row[column.key]} row={row} locale={context.locale} />);
}

const BUILT_IN: Record<string, CellRendererEntry> = {
  custom: (column) => (column.cell as Extract<CellSpec, { kind: 'custom' }>).render,
  text: (column, context) => {
    const spec = column.cell as Extract<CellSpec, { kind: 'text' }>;
    const link = spec.link;
    const detailHref = context.detailHref;
    if (!link || !detailHref) return textCell(column, context);
    return (row) => {
      const shown = cellText(column, row[column.key], context);
      const target = row[link.by] != null ? detailHref(link.database, String(row[link.by])) : null;
      if (!target) return plain(shown);
      return (
        <a href={target} title={shown} onClick={(e) => e.stopPropagation()}>
          {shown}
        </a>
      );
    };
  },
  tag: (column, context) => (row) => (isEmpty(row[column.key]) ? null : <span className="chis-dt-tag">{cellText(column, row[column.key], context)}</span>),
  tags: (column, context) => {
    const { key } = column;
    const spec = column.cell as Extract<CellSpec, { kind: 'tags' }>;
    const remote = context.remoteLabels?.[key];
    return (row) =>
      parseList(row[key]).map((v) => (
        <span key={String(v)} className="chis-dt-tag">
          {optionText(spec, v, context.locale, remote)}
        </span>
      ));
  },
  switch: (column, context, meta) => {
    const { key } = column;
    const onSwitch = context.onSwitch;
    // A bare switch has no text: the column title names it (issue 14).
    const name = typeof column.title === 'string' ? column.title : pickLabel(column.title, context.locale);
    return (row) => {
      const value = row[key];
      const checked = value === true || value === 1 || value === '1';
      return (
        <SwitchToggle
          checked={checked}
          disabled={!onSwitch}
          aria-label={name}
          testId={`${meta.id}-switch-${key}-${String(row[meta.primaryKey])}`}
          onChange={onSwitch ? (next) => onSwitch(row, key, next) : undefined}
        />
      );
    };
  },
  // A thumbnail for a picture; any other file (an attachment's url) is a link named by its file.
  image: (column) => (row) => {
    const src = safeHref(row[column.key]);
    if (!src) return null;
    if (!isOtherFileUrl(src)) return <img className="chis-dt-image" src={src} alt="" loading="lazy" />;
    return (
      <a href={src} title={src} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
        {fileNameOf(src)}
      </a>
    );
  },
  url: (column, context) => (row) => {
    const href = safeHref(row[column.key]);
    if (!href) return plain(cellText(column, row[column.key], context));
    return (
      <a href={href} title={href} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
        {href}
      </a>
    );
  },
  icon: (column, context) => {
    const icon = context.icon ?? plain;
    return (row) => (typeof row[column.key] === 'string' && row[column.key] !== '' ? icon(row[column.key] as string) : null);
  },
  color: (column) => (row) => {
    const color = row[column.key];
    if (typeof color !== 'string' || color === '') return null;
    return (
      <span title={color}>
        <span className="chis-dt-swatch" style={{ background: color }} /> {color}
      </span>
    );
  },
};

for (const [name, entry] of Object.entries(BUILT_IN)) cellRenderers.register(name, entry);

/** The render function of one column: its cell kind's renderer (a module cell: the module's), else its text. */
export function cellRenderer(column: ListColumn, context: CellContext, meta: CellMeta): CellRender {
  const name = column.cell.kind === 'module' ? column.cell.name : column.cell.kind;
  return (cellRenderers.get(name) ?? textCell)(column, context, meta);
}
