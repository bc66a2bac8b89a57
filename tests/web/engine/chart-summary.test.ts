import { describe, expect, it } from 'vitest';
import { chartSummary } from '../../../src/engine/adapters/chart/chart-summary';

// A chart's text alternative (issue 14) is its data in words, whatever the chart type.
describe('chartSummary', () => {
  it('pairs bar and line values with their categories, per series', () => {
    const option = {
      xAxis: { type: 'category', data: ['2023', '2024'] },
      yAxis: { type: 'value' },
      series: [
        { name: '销售额', type: 'bar', data: [1234.567, 2000] },
        { name: '增长率', type: 'line', data: [0.1, 0.25] },
      ],
    };
    expect(chartSummary(option)).toBe('销售额: 2023 1,234.57, 2024 2,000; 增长率: 2023 0.1, 2024 0.25');
  });

  it('names pie slices and cuts long series short', () => {
    const slices = Array.from({ length: 14 }, (_, i) => ({ name: `企业${i + 1}`, value: 14 - i }));
    const summary = chartSummary({ series: [{ name: '份额', type: 'pie', data: slices }] });
    expect(summary.startsWith('份额: 企业1 14, 企业2 13')).toBe(true);
    expect(summary.endsWith('企业12 3, …')).toBe(true);
  });

  it('is empty without data', () => {
    expect(chartSummary(null)).toBe('');
    expect(chartSummary({ series: [{ name: 'x', data: [] }] })).toBe('');
  });
});
