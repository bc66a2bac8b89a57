// Writes one market block as an .xlsx that reads like the screen it came from: header rows that say
// what was exported (page and block, period, filters, number unit, the licence's provinces when
// narrower than China, why growth is empty, what shares are of, data as of,
// account, China time), then the block's table in the caller's language and number unit, values
// rounded as shown with Excel number formats (export-cells.ts), and columns wide enough to read. It runs
// in an export worker (server/modules/export) and streams the sheet to the file.
import ExcelJS from 'exceljs';
import marketRegistry from '../../../schemas/registry/market.json';
import { baseNote, type MarketBase } from '../../../src/shared/market-base';
import { channelNote, historySpanNote, licenceNote, noComparisonNote } from '../../../src/shared/market-notes';
import { moneyUnit } from '../../../src/shared/market-measures';
import { memberName } from '../../../src/shared/member-names';
import type { Locale } from '../../http/messages';
import { exportCell, exportTitle, type ExportCell, type ExportUnit } from './export-cells';
import type { FilterLine } from './filter-summary';
import type { BlockResult, QueryResult } from './results';
import { OTHER_KEY, TOTAL_KEY } from './rows-block';
import type { SortOrder } from '../../../src/generated/schema-types';
import { ordered } from '../../../src/shared/ranking-order';

const WORDS = {
  'zh-cn': { period: '统计期', unit: '数值单位', dataAsOf: '数据截至', account: '导出账号', exportedAt: '导出时间（北京时间）', total: '合计', other: '其他' },
  en: { period: 'Period', unit: 'Number unit', dataAsOf: 'Data as of', account: 'Account', exportedAt: 'Exported at (China time)', total: 'Total', other: 'Others' },
} as const;

const dimensionLabels = new Map(marketRegistry.dimensions.map((d) => [d.id, d.label as Record<Locale, string>]));

export interface MarketWorkbook {
  path: string;
  /** Page and block title in the caller's language. */
  title: string;
  result: QueryResult;
  block: BlockResult;
  measures: readonly string[];
  unit: ExportUnit;
  /** A ranking's order on screen: ascending lists the ranked rows from the smallest, 其他 and 合计 still last. */
  order: SortOrder;
  filters: FilterLine[];
  base: MarketBase;
  account: string;
  /** 'YYYY-MM-DD HH:mm:ss' in China time. */
  exportedAt: string;
  locale: Locale;
  /** Why the table is shorter than the screen's (the monthly export quota), null when it is whole. */
  note?: string | null;
}

type Line = (ExportCell | string)[];

/** A member's name as the table shows it: 合计 / 其他 in the caller's language, enumerations in English. */
function rowName(key: string, name: string, locale: Locale): string {
  if (key === TOTAL_KEY) return WORDS[locale].total;
  if (key === OTHER_KEY) return WORDS[locale].other;
  return memberName(name, locale);
}

/** The table of the block: a header line, then one line per row (ranked rows, then 其他 and 合计). */
function blockTable(block: BlockResult, measures: readonly string[], unit: ExportUnit, order: SortOrder, locale: Locale): Line[] {
  const titles = measures.map((m) => exportTitle(m, unit, locale));
  const cells = (row: Record<string, unknown>) => measures.map((m) => exportCell(m, row[m], unit, locale, row.isNew === true));
  switch (block.kind) {
    case 'kpi':
      return [titles, cells({ ...block.values, isNew: block.newEntry.growth === true })];
    case 'series':
      return [[WORDS[locale].period, ...titles], ...block.rows.map((row) => [row.label, ...cells(row)])];
    case 'rows': {
      const rows = [...ordered(block.rows, order), ...(block.other ? [block.other] : []), block.total];
      const nameTitle = dimensionLabels.get(block.dimension)?.[locale] ?? '';
      return [[nameTitle, ...titles], ...rows.map((row) => [rowName(row.key, row.name, locale), ...cells(row)])];
    }
    case 'matrix':
      return [
        [exportTitle(block.measure, unit, locale), ...block.columns.map((c) => rowName(c.key, c.name, locale))],
        ...block.rows.map((row, i) => [rowName(row.key, row.name, locale), ...block.cells[i].map((value) => exportCell(block.measure, value, unit, locale))]),
      ];
  }
}

/** Display width of a text in Excel's character units: a CJK character takes two. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\uffff]/.test(char) ? 2 : 1;
  return width;
}

// exceljs leaves a width of 9 out of the file (its default), so the narrowest columns get 10.
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Roughly what a cell shows, to size its column: a number with grouping, a sign and room for % or pp. */
function shownText(cell: ExportCell | string): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell.value === 'string') return cell.value;
  const percent = cell.numFmt?.includes('%') ? 100 : 1;
  return `+${(cell.value * percent).toLocaleString('en-US', { maximumFractionDigits: 2 })}pp`;
}

export async function writeMarketWorkbook(request: MarketWorkbook): Promise<void> {
  const { locale, result, unit } = request;
  const words = WORDS[locale];
  const colon = locale === 'en' ? ': ' : '：';
  const header = [
    request.title,
    `${words.period}${colon}${result.period.label}`,
    ...request.filters.map((line) => `${line.label}${colon}${line.text}`),
    `${words.unit}${colon}${moneyUnit(unit.label[locale], locale)}`,
    // What the screen says beside the figures: a narrower licence, and why growth is empty.
    ...(result.licensedProvinces ? [licenceNote(result.licensedProvinces, locale)] : []),
    ...(result.licensedChannels ? [channelNote(result.licensedChannels, locale)] : []),
    ...(result.historySpan ? [historySpanNote(result.historySpan, locale)] : []),
    ...(result.period.noComparison ? [noComparisonNote(result.period.noComparison, result.firstMonth, locale)] : []),
    ...[baseNote(request.base, locale)].filter((note): note is string => note !== null),
    `${words.dataAsOf}${colon}${result.dataAsOf}`,
    `${words.account}${colon}${request.account}`,
    `${words.exportedAt}${colon}${request.exportedAt}`,
    ...(request.note ? [request.note] : []),
  ];
  const table = blockTable(request.block, request.measures, unit, request.order, locale);
  // Streamed to the file row by row: what a row needs (column widths, the frozen header) is known first.
  const widths: number[] = [];
  for (const line of table) line.forEach((cell, c) => (widths[c] = Math.max(widths[c] ?? 0, textWidth(shownText(cell)) + 2)));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: request.path, useStyles: true, useSharedStrings: true });
  // A sheet name holds at most 31 characters and none of []:*?/\. The table's header line stays in view while scrolling.
  const sheet = workbook.addWorksheet(request.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: header.length + 2 }] });
  sheet.columns = widths.map((width) => ({ width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)) }));

  const title = sheet.addRow([header[0]]);
  title.font = { bold: true, size: 13 };
  title.commit();
  for (const text of header.slice(1)) {
    const row = sheet.addRow([text]);
    row.font = { color: { argb: 'FF555555' } };
    row.commit();
  }
  sheet.addRow([]).commit();

  // A ranking's last line is its 合计.
  const totalLine = request.block.kind === 'rows' ? table.length - 1 : -1;
  table.forEach((line, i) => {
    const row = sheet.addRow(line.map((cell) => (typeof cell === 'string' ? cell : cell.value)));
    line.forEach((cell, c) => {
      if (typeof cell !== 'string' && cell.numFmt) row.getCell(c + 1).numFmt = cell.numFmt;
      if (typeof cell !== 'string' || c > 0) row.getCell(c + 1).alignment = { horizontal: 'right' };
    });
    if (i === 0) {
      row.font = { bold: true };
      row.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } }));
    }
    if (i === totalLine) row.font = { bold: true };
    row.commit();
  });
  sheet.commit();
  await workbook.commit();
}
