// A chart block: the server's result for it, shaped into the chart adapter's input and drawn.
import { useMemo } from 'react';
import { Card } from 'antd';
import { buildOption } from '../../adapters/chart/build-option';
import type { ChartInput } from '../../adapters/chart/chart-input';
import { EChart } from '../../adapters/chart/EChart';
import type { ValueFormat } from '../../adapters/chart/measure-format';
import type { AnalysisBlock } from '../../../generated/schema-types';
import { pickLabel } from '../../schema/label';
import { measureInfo } from './measures';
import type { BlockResult } from './market-data';
import { chartMatrix, chartRows } from './result-rows';
import { useAnalysisText } from './use-analysis-text';
import type { SortOrder } from './url-state';
import { ordered } from './order-rows';

const CHART_HEIGHT = 320;

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

export function ChartBlock({ pageId, block, result, marketGrowth, format, order, loading }: ChartBlockProps) {
  const t = useAnalysisText();
  const title = pickLabel(block.title, format.locale);
  const option = useMemo(() => {
    if (!result) return null;
    const rows = chartRows(result, block.measures, t('analysis.other'));
    const input: ChartInput = {
      chart: block.chart ?? '',
      measures: block.measures.map((m) => measureInfo(m, format.locale)),
      rows: RANKED_CHARTS.has(block.chart ?? '') ? ordered(rows, order) : rows,
      matrix: chartMatrix(result),
      seasonal: block.dimension === 'period',
      marketGrowth,
      format,
      texts: { newEntry: t('analysis.newEntry'), cumulative: t('analysis.cumulative'), average: t('analysis.average'), marketGrowth: t('analysis.marketGrowth'), seasonalIndex: t('analysis.seasonalIndex') },
    };
    return buildOption(input);
  }, [result, block, format, order, marketGrowth, t]);

  return (
    <Card size="small" title={title} styles={{ body: { padding: 8, opacity: loading ? 0.6 : 1 } }}>
      <EChart testId={`${pageId}-${block.id}`} option={option} height={CHART_HEIGHT} ariaLabel={title} />
    </Card>
  );
}
