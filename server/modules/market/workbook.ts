// Writes one market block as an .xlsx: a header that says what was exported (page, period,
// account, time), then the block's table with the measures' labels in the caller's language.
import ExcelJS from 'exceljs';
import marketRegistry from '../../../schemas/registry/market.json';
import type { Locale } from '../../http/messages';
import type { BlockResult, QueryResult } from './results';

const WORDS = {
  'zh-cn': { sheet: '数据', period: '时间', account: '导出账号', exportedAt: '导出时间', name: '名称', isNew: '新进', key: '编码' },
  en: { sheet: 'Data', period: 'Period', account: 'Account', exportedAt: 'Exported at', name: 'Name', isNew: 'New entry', key: 'Code' },
} as const;

const measureLabels = new Map(marketRegistry.measures.map((m) => [m.id, m.label]));

// Excel number formats by the registry's measure format: the cells keep their exact values (shares
// as fractions, share changes in points) and read as the page shows them.
const NUMBER_FORMATS: Record<string, string> = {
  money: '#,##0.00',
  integer: '#,##0',
  percent: '0.0%',
  points: '+0.00"pp";-0.00"pp";0.00"pp"',
  index: '0.0',
};
const measureFormats = new Map(marketRegistry.measures.map((m) => [m.id, NUMBER_FORMATS[m.format]]));

/** The sheet column (1-based) of the first measure in blockTable's layout; null: no measure columns. */
function firstMeasureColumn(kind: BlockResult['kind']): number | null {
  return { kpi: 1, series: 2, rows: 3, matrix: null }[kind];
}

function measureLabel(id: string, locale: Locale): string {
  return measureLabels.get(id)?.[locale] ?? id;
}

type Cell = string | number | null;
const cell = (value: unknown): Cell => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** Rows of the sheet body: a header row, then one row per member (ranked rows, then 其他 and 合计). */
export function blockTable(block: BlockResult, measures: readonly string[], locale: Locale): Cell[][] {
  const words = WORDS[locale];
  switch (block.kind) {
    case 'kpi':
      return [measures.map((m) => measureLabel(m, locale)), measures.map((m) => block.values[m] ?? null)];
    case 'series':
      return [[words.period, ...measures.map((m) => measureLabel(m, locale))], ...block.rows.map((row) => [row.label, ...measures.map((m) => cell(row[m]))])];
    case 'rows': {
      const rows = [...block.rows, ...(block.other ? [block.other] : []), block.total];
      return [
        [words.key, words.name, ...measures.map((m) => measureLabel(m, locale)), words.isNew],
        ...rows.map((row) => [row.key, row.name, ...measures.map((m) => cell(row[m])), row.isNew ? words.isNew : null]),
      ];
    }
    case 'matrix':
      return [['', ...block.columns.map((c) => c.name)], ...block.rows.map((row, i) => [row.name, ...block.cells[i]])];
  }
}

export interface MarketWorkbook {
  path: string;
  title: string;
  result: QueryResult;
  block: BlockResult;
  measures: readonly string[];
  account: string;
  exportedAt: string;
  locale: Locale;
}

export async function writeMarketWorkbook(request: MarketWorkbook): Promise<void> {
  const words = WORDS[request.locale];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.sheet);
  sheet.addRow([request.title]);
  sheet.addRow([`${words.period}: ${request.result.period.label}`]);
  sheet.addRow([`${words.account}: ${request.account}`]);
  sheet.addRow([`${words.exportedAt}: ${request.exportedAt}`]);
  sheet.addRow([]);
  for (const row of blockTable(request.block, request.measures, request.locale)) sheet.addRow(row);
  const first = firstMeasureColumn(request.block.kind);
  if (first !== null) {
    request.measures.forEach((measure, i) => {
      const numFmt = measureFormats.get(measure);
      if (numFmt) sheet.getColumn(first + i).numFmt = numFmt;
    });
  }
  await workbook.xlsx.writeFile(request.path);
}
