import { describe, expect, it } from 'vitest';
import { buildOption } from '../../../src/engine/adapters/chart/build-option';
import type { ChartInput, ChartRow } from '../../../src/engine/adapters/chart/chart-input';
import { escapeHtml } from '../../../src/engine/adapters/chart/escape-html';
import { formatMeasure, type MeasureInfo } from '../../../src/engine/adapters/chart/measure-format';

const EVIL = '<img src=x onerror=alert(1)>';
const amount: MeasureInfo = { id: 'amount', label: '销售额', format: 'money', scaled: true };
const growth: MeasureInfo = { id: 'growth', label: '增长率', format: 'percent', scaled: false };
const share: MeasureInfo = { id: 'share', label: '份额', format: 'percent', scaled: false };
const format = { locale: 'zh-cn' as const, unit: { id: '1e4', divisor: 1e4, label: '万' } };
const texts = { newEntry: '新进', noComparison: '无上年同期可比', cumulative: '累计份额', average: '平均', marketGrowth: '市场增长率', seasonalIndex: '季节指数' };

const rows: ChartRow[] = [
  { key: 'a', name: EVIL, values: { amount: 2e6, growth: 0.1, share: 0.5 } },
  { key: 'b', name: 'B & "co"', values: { amount: 1e6, growth: null, share: 0.3 }, isNew: true },
];

function input(chart: string, measures: MeasureInfo[], extra: Partial<ChartInput> = {}): ChartInput {
  return { chart, measures, rows, format, texts, ...extra };
}

type Formatter = (params: unknown) => string;
const tooltipOf = (option: Record<string, unknown>) => (option.tooltip as { formatter: Formatter }).formatter;

describe('chart adapter', () => {
  it('escapes every data string in tooltips (axis, item, bubble, heat-map)', () => {
    const axis = tooltipOf(buildOption(input('bar', [amount, growth])));
    const axisHtml = axis([{ dataIndex: 0, seriesIndex: 0, value: 2e6, name: EVIL }, { dataIndex: 0, seriesIndex: 1, value: 0.1 }]);
    expect(axisHtml).not.toContain('<img');
    expect(axisHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(axisHtml).toContain('200.00');
    const item = tooltipOf(buildOption(input('donut', [amount])));
    expect(item({ name: EVIL, value: 2e6, percent: 66.7 })).not.toContain('<img');
    const bubble = tooltipOf(buildOption(input('bubble', [growth, share, amount])));
    expect(bubble({ data: { name: EVIL, value: [0.1, 0.5, 2e6] } })).not.toContain('<img');
    const heat = tooltipOf(
      buildOption(input('heatmap', [amount], { matrix: { rows: [{ key: 'r', name: EVIL }], columns: [{ key: 'c', name: '2026Q3' }], cells: [[5]] } })),
    );
    expect(heat({ data: [0, 0, 5] })).toBe('&lt;img src=x onerror=alert(1)&gt; · 2026Q3<br/>销售额（万元）: <b>0.00</b>');
    expect(escapeHtml(`'"&`)).toBe('&#39;&quot;&amp;');
  });

  it('shows 新进 for a growth with nothing a year earlier', () => {
    const axis = tooltipOf(buildOption(input('bar', [amount, growth])));
    expect(axis([{ dataIndex: 1, seriesIndex: 1, value: null }])).toContain('新进');
  });

  it('says why a trend point has no growth: no comparison period (the first year of data)', () => {
    const first: ChartRow = { key: '2023Q4', name: '2023Q4', values: { amount: 4.5e6, growth: null }, noComparison: true };
    // growth is a change against a year earlier, as the renderer's measureInfo marks it
    const axis = tooltipOf(buildOption(input('trend-combo', [amount, { ...growth, change: true }], { rows: [first] })));
    const html = axis([{ dataIndex: 0, seriesIndex: 0, value: 4.5e6 }, { dataIndex: 0, seriesIndex: 1, value: null }]);
    expect(html).toContain('增长率: <b>无上年同期可比</b>');
    expect(html).toContain('销售额（万元）: <b>450.00</b>');
  });

  it('trend combo: bars on the first axis, growth as a line on the second', () => {
    const option = buildOption(input('trend-combo', [amount, growth])) as { series: { type: string; yAxisIndex?: number }[]; yAxis: unknown[] };
    expect(option.series.map((s) => [s.type, s.yAxisIndex ?? 0])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('bubble quadrant lines cross at the market growth and the average share', () => {
    const option = buildOption(input('bubble', [growth, share, amount], { marketGrowth: 0.07 })) as { series: { markLine: { data: Record<string, number>[] } }[] };
    const lines = option.series[0].markLine.data;
    expect(lines[0].xAxis).toBe(0.07);
    // B has no growth (新进): it is not drawn and does not count in the average.
    expect(lines[1].yAxis).toBeCloseTo(0.5);
    const both = buildOption(input('bubble', [growth, share, amount], { rows: rows.map((r) => ({ ...r, values: { ...r.values, growth: 0.1 } })) })) as typeof option;
    expect(both.series[0].markLine.data[1].yAxis).toBeCloseTo(0.4);
  });

  it('names only the twelve largest bubbles on the plot', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ key: `m${i}`, name: `成员${i}`, values: { growth: i / 100, share: i / 50, amount: (i + 1) * 1e6 } }));
    const option = buildOption(input('bubble', [growth, share, amount], { rows: many })) as { series: { data: { name: string; label: { show: boolean } }[] }[] };
    const named = option.series[0].data.filter((d) => d.label.show).map((d) => d.name);
    expect(named).toEqual(many.slice(8).map((m) => m.name));
  });

  it('concentration curve accumulates shares by rank and leaves 其他 out', () => {
    const withOther = [...rows, { key: '__other__', name: '其他', values: { share: 0.2 }, other: true }];
    const option = buildOption(input('concentration-curve', [share], { rows: withOther })) as { series: { data: number[] }[] };
    expect(option.series[1].data).toEqual([0.5, 0.8]);
  });

  it('matrix charts: one series per row member over the columns', () => {
    const matrix = { rows: [{ key: 'jd', name: '京东' }, { key: 'tm', name: '天猫' }], columns: [{ key: 'c1', name: '甲' }, { key: 'c2', name: '乙' }], cells: [[1, 2], [3, 4]] };
    const option = buildOption(input('stacked-bar', [amount], { matrix })) as { series: { name: string; data: number[]; stack?: string }[]; xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['甲', '乙']);
    expect(option.series.map((s) => [s.name, s.data, s.stack])).toEqual([
      ['京东', [1, 2], 'total'],
      ['天猫', [3, 4], 'total'],
    ]);
  });

  it('stacked bars over a Top-N of members leave out the 其他 column, whose size would dwarf the members', () => {
    const matrix = { rows: [{ key: 'jd', name: '京东' }], columns: [{ key: 'c1', name: '甲' }, { key: '__other__', name: '其他' }, { key: 'c2', name: '乙' }], cells: [[1, 90, 2]] };
    const option = buildOption(input('stacked-bar', [amount], { matrix })) as { series: { data: number[] }[]; xAxis: { data: string[]; axisLabel: { interval: number } } };
    expect(option.xAxis.data).toEqual(['甲', '乙']);
    expect(option.series[0].data).toEqual([1, 2]);
    // Every member named (no skipped labels on a member axis).
    expect(option.xAxis.axisLabel.interval).toBe(0);
  });

  it('formats by measure: units divide money and volumes only; percent, points, index', () => {
    expect(formatMeasure(123_456_789, amount, format)).toBe('12,345.68');
    expect(formatMeasure(12.5, { id: 'avgPrice', label: '均价', format: 'money', scaled: false }, format)).toBe('12.50');
    expect(formatMeasure(0.1234, growth, format)).toBe('12.3%');
    // shareChg arrives in percentage points (server metrics.ts, known-answers.json).
    expect(formatMeasure(1.23, { id: 'shareChg', label: '', format: 'points', scaled: false }, format)).toBe('+1.23pp');
    expect(formatMeasure(-0.0066, { id: 'shareChg', label: '', format: 'points', scaled: false }, format)).toBe('-0.01pp');
    // A change that rounds to nothing has no sign.
    expect(formatMeasure(-0.004, { id: 'shareChg', label: '', format: 'points', scaled: false }, format)).toBe('0.00pp');
    expect(formatMeasure(0.004, { id: 'shareChg', label: '', format: 'points', scaled: false }, format)).toBe('0.00pp');
    expect(formatMeasure(null, growth, format)).toBe('-');
  });

  it('seasonality heat-map colours each row by its seasonal index; the tooltip keeps the value', () => {
    const matrix = { rows: [{ key: 'big', name: '大类' }, { key: 'small', name: '小类' }], columns: [{ key: 'm1', name: '1月' }, { key: 'm2', name: '2月' }], cells: [[3e6, 1e6], [30, 10]] };
    const option = buildOption(input('heatmap', [amount], { matrix, seasonal: true })) as { series: { data: number[][] }[] };
    expect(option.series[0].data).toEqual([
      [0, 0, 1.5],
      [1, 0, 0.5],
      [0, 1, 1.5],
      [1, 1, 0.5],
    ]);
    const tooltip = tooltipOf(option as Record<string, unknown>);
    expect(tooltip({ data: [0, 0, 1.5] })).toBe('大类 · 1月<br/>销售额（万元）: <b>300.00</b><br/>季节指数: <b>1.50</b>');
  });

  it('rejects a chart kind it does not know', () => {
    expect(() => buildOption(input('radar', [amount]))).toThrow('no chart "radar"');
  });
});

describe('chart adapter: layout of crowded charts', () => {
  it('Top-N bars carry their values as labels and the second measure as a coloured column, with no value axis to crowd', async () => {
    const { formatCompact } = await import('../../../src/engine/adapters/chart/measure-format');
    const option = buildOption(input('bar', [amount, { ...growth, change: true }])) as {
      xAxis: { axisLabel: { show: boolean } };
      yAxis: { position?: string; axisLabel: { formatter?: (v: string, i: number) => string } }[];
      series: { type: string; label: { formatter: (p: { value: unknown }) => string } }[];
    };
    expect(option.xAxis.axisLabel.show).toBe(false);
    expect(option.series.map((s) => s.type)).toEqual(['bar']);
    expect(option.series[0].label.formatter({ value: 2e6 })).toBe('200.0');
    expect(formatCompact(383_999_987_163, amount, format)).toBe('38,399,999');
    const side = option.yAxis[1];
    expect(side.position).toBe('right');
    expect(side.axisLabel.formatter?.('', 0)).toBe('{up|+10.0%}');
    expect(side.axisLabel.formatter?.('', 1)).toBe('{new|新进}');
  });

  it('member names on a category axis are all shown, turned when they do not fit', () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ key: String(i), name: `新疆维吾尔自治区${i}`, values: { amount: i } }));
    const crowded = buildOption(input('province-bar', [amount], { rows: many, widthHint: 1000 })) as { xAxis: { axisLabel: { interval: number; rotate: number } } };
    expect(crowded.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 45 });
    const few = buildOption(input('province-bar', [amount], { rows: rows.map((r) => ({ ...r, name: '广东' })), widthHint: 1000 })) as typeof crowded;
    expect(few.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 0 });
  });

  it('rank changes show arrows', () => {
    const rankChg: MeasureInfo = { id: 'rankChg', label: '排名变化', format: 'integer', scaled: false, change: true };
    expect([3, -2, 0].map((v) => formatMeasure(v, rankChg, format))).toEqual(['↑3', '↓2', '0']);
  });

  it('draws the 其他 line of a share trend on its own right-hand axis, so the chosen members’ lines are not flattened', () => {
    const matrix = {
      rows: [
        { key: 'c1', name: '甲药业' },
        { key: '__other__', name: '其他' },
      ],
      columns: [
        { key: '2026Q2', name: '2026Q2' },
        { key: '2026Q3', name: '2026Q3' },
      ],
      cells: [
        [0.011, 0.013],
        [0.97, 0.968],
      ],
    };
    const option = buildOption(input('line', [share], { matrix })) as { yAxis: Record<string, unknown>[]; series: Record<string, unknown>[] };
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[1].position).toBe('right');
    expect(option.series[0].yAxisIndex).toBeUndefined();
    expect(option.series[1].yAxisIndex).toBe(1);
    // Without 其他, one axis as before.
    const members = buildOption(input('line', [share], { matrix: { ...matrix, rows: matrix.rows.slice(0, 1), cells: matrix.cells.slice(0, 1) } })) as { yAxis: unknown };
    expect(Array.isArray(members.yAxis)).toBe(false);
  });
});
