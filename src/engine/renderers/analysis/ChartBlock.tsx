// A chart block: the server's result for it, shaped into the chart adapter's input and drawn.
import { useMemo } from 'react';
import { buildOption } from '../../adapters/chart/build-option';
import type { ChartInput, ChartRow } from '../../adapters/chart/chart-input';
import { EChart } from '../../adapters/chart/EChart';
import type { ValueFormat } from '../../adapters/chart/measure-format';
import type { AnalysisBlock } from '../../../generated/schema-types';
import { pickLabel } from '../../schema/label';
import { measureInfo } from './measures';
import type { BlockResult } from './market-data';
import { memberName } from '../../../shared/member-names';
import { chartMatrix, chartRows } from './result-rows';
import { useAnalysisText } from './use-analysis-text';
import type { SortOrder } from './url-state';
import { ordered } from '../../../shared/ranking-order';
import { Panel } from './Panel';

export const CHART_HEIGHT = 320;
// About the content width of a desktop page (1440 px less the side menu and margins): the plot width a
// block's span gives, so the adapter can tell whether member names fit level on a category axis.
const PAGE_WIDTH = 1160;
const AXIS_ROOM = 80;

export interface ChartBlockProps {
  pageId: string;
  block: AnalysisBlock;
  result: BlockResult | undefined;
  marketGrowth: number | null;
  format: ValueFormat;
  order: SortOrder;
  loading: boolean;
}

// Rankings follow the sort-order switch; time axes and part-of-whole charts keep their natural order.
const RANKED_CHARTS = new Set(['bar', 'province-bar', 'province-map']);

/** Top-N bars rank by their bar measure (an increment Top 10 by increment), 其他 last. */
function byFirstMeasure(rows: ChartRow[], measure: string): ChartRow[] {
  const value = (r: ChartRow) => r.values[measure] ?? -Infinity;
  return [...rows.filter((r) => !r.other).sort((a, b) => value(b) - value(a)), ...rows.filter((r) => r.other)];
}

export function ChartBlock({ pageId, block, result, marketGrowth, format, order, loading }: ChartBlockProps) {
  const t = useAnalysisText();
  const title = pickLabel(block.title, format.locale);
  const option = useMemo(() => {
    if (!result) return null;
    const nameOf = (name: string) => memberName(name, format.locale, true);
    const rows = chartRows(result, block.measures, t('analysis.other'), nameOf);
    const input: ChartInput = {
      chart: block.chart ?? '',
      measures: block.measures.map((m) => measureInfo(m, format.locale)),
      rows: RANKED_CHARTS.has(block.chart ?? '') ? ordered(block.chart === 'bar' ? byFirstMeasure(rows, block.measures[0]) : rows, order) : rows,
      matrix: chartMatrix(result, nameOf),
      seasonal: block.dimension === 'period',
      periodAxis: block.dimension === 'period',
      widthHint: (block.span / 24) * PAGE_WIDTH - AXIS_ROOM,
      marketGrowth,
      format,
      texts: { newEntry: t('analysis.newEntry'), noComparison: t('analysis.noComparisonShort'), cumulative: t('analysis.cumulative'), average: t('analysis.average'), marketGrowth: t('analysis.marketGrowth'), seasonalIndex: t('analysis.seasonalIndex') },
    };
    return buildOption(input);
  }, [result, block, format, order, marketGrowth, t]);

  return (
    <Panel title={title} bodyStyle={{ padding: 8, opacity: loading ? 0.6 : 1 }}>
      <EChart testId={`${pageId}-${block.id}`} option={option} height={CHART_HEIGHT} ariaLabel={title} />
    </Panel>
  );
}
