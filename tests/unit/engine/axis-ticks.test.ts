import { describe, expect, it } from 'vitest';
import { formatTick, type MeasureInfo, type ValueFormat } from '../../../src/engine/adapters/chart/measure-format';

const growth: MeasureInfo = { id: 'growth', label: '增长率', format: 'percent', scaled: false };
const amount: MeasureInfo = { id: 'amount', label: '销售额', format: 'money', scaled: true };
const wan: ValueFormat = { locale: 'zh-cn', unit: { id: 'wan', divisor: 1e4, label: '万' } };

describe('axis ticks', () => {
  it('keeps the decimals a half-percent step needs, so no two ticks read the same', () => {
    const ticks = [-0.015, -0.01, -0.005, 0, 0.005].map((v) => formatTick(v, growth, wan));
    expect(ticks).toEqual(['-1.5%', '-1%', '-0.5%', '0%', '0.5%']);
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  it('prints whole ticks without decimals in the chosen unit', () => {
    expect(formatTick(250_000_000, amount, wan)).toBe('25,000');
    expect(formatTick(5_000, amount, wan)).toBe('0.5');
  });
});
