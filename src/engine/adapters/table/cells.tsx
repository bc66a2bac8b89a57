// Cell renderers by the list model's cell kind: each column gets one plain render function (row in,
// node out), built once per column list, so a 50 × 100 page calls 5 000 functions and mounts no
// per-cell component for text. Only switch cells mount an antd component (and only in lists that
// show one).
import type { ReactNode } from 'react';
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

// Text cells render bare text: the table gives a text cell its `title` (the whole text, for the
// ellipsis) on the <td> itself, so a 50 × 100 page mounts no wrapper element per cell.
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

/** The render function of one column (its key, its cell kind, the list's context). */
export function cellRenderer(column: ListColumn, context: CellContext, meta: { id: string; primaryKey: string }): CellRender {
  const { key, cell: spec } = column;
  const text = (row: Row) => cellText(column, row[key], context);
  switch (spec.kind) {
    case 'custom':
      return spec.render;
    case 'text': {
      const link = spec.link;
      const detailHref = context.detailHref;
      if (!link || !detailHref) return (row) => plain(text(row));
      return (row) => {
        const shown = text(row);
        const target = row[link.by] != null ? detailHref(link.database, String(row[link.by])) : null;
        if (!target) return plain(shown);
        return (
          <a href={target} title={shown} onClick={(e) => e.stopPropagation()}>
            {shown}
          </a>
        );
      };
    }
    case 'tag':
      return (row) => (isEmpty(row[key]) ? null : <span className="chis-dt-tag">{text(row)}</span>);
    case 'tags': {
      const remote = context.remoteLabels?.[key];
      return (row) =>
        parseList(row[key]).map((v) => (
          <span key={String(v)} className="chis-dt-tag">
            {optionText(spec, v, context.locale, remote)}
          </span>
        ));
    }
    case 'switch': {
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
    }
    case 'image':
      // A thumbnail for a picture; any other file (an attachment's url) is a link named by its file.
      return (row) => {
        const src = safeHref(row[key]);
        if (!src) return null;
        if (!isOtherFileUrl(src)) return <img className="chis-dt-image" src={src} alt="" loading="lazy" />;
        return (
          <a href={src} title={src} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
            {fileNameOf(src)}
          </a>
        );
      };
    case 'url':
      return (row) => {
        const href = safeHref(row[key]);
        if (!href) return plain(text(row));
        return (
          <a href={href} title={href} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
            {href}
          </a>
        );
      };
    case 'icon': {
      const icon = context.icon ?? plain;
      return (row) => (typeof row[key] === 'string' && row[key] !== '' ? icon(row[key] as string) : null);
    }
    case 'color':
      return (row) => {
        const color = row[key];
        if (typeof color !== 'string' || color === '') return null;
        return (
          <span title={color}>
            <span className="chis-dt-swatch" style={{ background: color }} /> {color}
          </span>
        );
      };
    default:
      return (row) => plain(text(row));
  }
}
