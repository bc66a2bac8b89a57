// Block declaration + data → echarts option, by the chart kind of registry/market.json.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chart-input';
import { horizontalTopN, verticalCombo } from './options-axis';
import { bubble, heatmap, seriesPerRow } from './options-matrix';
import { concentrationCurve, donut, treemap } from './options-share';

const PALETTE = ['#1f6feb', '#f0883e', '#2da44e', '#bf3989', '#8250df', '#d4a72c', '#1b7c83', '#cf222e', '#6e7781', '#54aeff'];

function byKind(input: ChartInput): EChartsCoreOption {
  switch (input.chart) {
    case 'trend-combo':
      return verticalCombo(input);
    case 'bar':
      return horizontalTopN(input);
    // No offline GeoJSON for a map: the province "map" is drawn as province bars.
    case 'province-bar':
    case 'province-map':
      return verticalCombo(input);
    case 'price-band':
      return verticalCombo(input);
    case 'line':
      return input.matrix ? seriesPerRow(input, 'line') : verticalCombo(input);
    case 'stacked-bar':
      return input.matrix ? seriesPerRow(input, 'bar') : verticalCombo(input);
    case 'donut':
      return donut(input);
    case 'treemap':
      return treemap(input);
    case 'concentration-curve':
      return concentrationCurve(input);
    case 'bubble':
      return bubble(input);
    case 'heatmap':
      return heatmap(input);
    default:
      throw new Error(`no chart "${input.chart}" in the chart adapter`);
  }
}

export function buildOption(input: ChartInput): EChartsCoreOption {
  const option = byKind(input);
  // Tooltips stay inside the chart (no overflow out of narrow cards); always HTML-escaped by tooltip.ts.
  return { color: PALETTE, animationDuration: 300, ...option, tooltip: { confine: true, ...(option.tooltip as object) } };
}
