// Writes an export as a streamed .xlsx: a few header rows that say what was exported (title, filters,
// time, account), then the chosen columns. Rows go to disk as they are written, so memory stays flat
// whatever the row count.
import ExcelJS from 'exceljs';
import type { Row } from '../../warehouse/connection';
import type { CatalogueEntry, Label } from './catalogue';
import type { DatabaseService } from './service';
import type { Filter, Query } from './types';

export type Locale = 'zh-cn' | 'en';

const CHUNK_ROWS = 2000;

const words: Record<Locale, Record<string, string>> = {
  'zh-cn': {
    filters: '筛选条件',
    none: '无',
    keyword: '关键词',
    exportedAt: '导出时间',
    account: '导出账号',
    yes: '是',
    no: '否',
    isNull: '为空',
    notNull: '不为空',
    sheet: '数据',
  },
  en: {
    filters: 'Filters',
    none: 'none',
    keyword: 'Keyword',
    exportedAt: 'Exported at',
    account: 'Account',
    yes: 'Yes',
    no: 'No',
    isNull: 'is empty',
    notNull: 'is not empty',
    sheet: 'Data',
  },
};

const opWords: Record<string, string> = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤', contains: '∋', in: '∈', has: '∋' };

function labelOf(entry: CatalogueEntry, key: string, locale: Locale): string {
  const label: Label | undefined = entry.labels?.[key];
  return label ? label[locale] : key;
}

function valueText(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? words[locale].yes : words[locale].no;
  if (Array.isArray(value)) return value.map((v) => valueText(v, locale)).join(locale === 'zh-cn' ? '、' : ', ');
  return String(value);
}

function describeFilter(entry: CatalogueEntry, filter: Filter, locale: Locale): string {
  const label = labelOf(entry, filter.field, locale);
  if (filter.op === 'isNull') return `${label} ${filter.value ? words[locale].isNull : words[locale].notNull}`;
  if (filter.op === 'between') {
    const [from, to] = filter.value as [unknown, unknown];
    return `${label} ${valueText(from, locale)} ~ ${valueText(to, locale)}`;
  }
  return `${label} ${opWords[filter.op]} ${valueText(filter.value, locale)}`;
}

export function describeQuery(entry: CatalogueEntry, query: Query, locale: Locale): string {
  const parts = query.filters.map((f) => describeFilter(entry, f, locale));
  if (query.keyword) parts.push(`${words[locale].keyword}: ${query.keyword}`);
  return parts.length === 0 ? words[locale].none : parts.join('; ');
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: the subscribers' clock, whatever the server's zone. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function cellValue(value: unknown, locale: Locale): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return valueText(value, locale);
}

export interface WorkbookRequest {
  path: string;
  entry: CatalogueEntry;
  query: Query;
  columns: string[];
  locale: Locale;
  account: string;
  now: Date;
  onProgress: (written: number) => Promise<void>;
}

export async function writeWorkbook(service: DatabaseService, request: WorkbookRequest): Promise<number> {
  const { entry, query, columns, locale } = request;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: request.path, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(words[locale].sheet);
  const header = (cells: unknown[]) => sheet.addRow(cells).commit();
  header([entry.title ? entry.title[locale] : entry.id]);
  header([`${words[locale].filters}: ${describeQuery(entry, query, locale)}`]);
  header([`${words[locale].exportedAt}: ${chinaTime(request.now)}`]);
  header([`${words[locale].account}: ${request.account}`]);
  header([]);
  header(columns.map((c) => labelOf(entry, c, locale)));
  let written = 0;
  for await (const rows of service.chunks(entry, query, columns, CHUNK_ROWS)) {
    for (const row of rows as Row[]) sheet.addRow(columns.map((c) => cellValue(row[c], locale))).commit();
    written += rows.length;
    await request.onProgress(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
