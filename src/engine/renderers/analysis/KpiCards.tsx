// KPI cards: one per measure of the block, formatted like everywhere else; growth with no previous
// value shows 新进.
import { Card, Col, Row, Statistic } from 'antd';
import { formatMeasure, measureTitle, type ValueFormat } from '../../adapters/chart/measure-format';
import type { AnalysisBlock } from '../../../generated/schema-types';
import { measureInfo } from './measures';
import type { BlockResult } from './market-data';
import { useAnalysisText } from './use-analysis-text';

export interface KpiCardsProps {
  pageId: string;
  block: AnalysisBlock;
  result: BlockResult | undefined;
  format: ValueFormat;
}

export function KpiCards({ pageId, block, result, format }: KpiCardsProps) {
  const t = useAnalysisText();
  const kpi = result?.kind === 'kpi' ? result : null;
  return (
    <Row gutter={[12, 12]} data-testid={`${pageId}-${block.id}`}>
      {block.measures.map((id) => {
        const measure = measureInfo(id, format.locale);
        const value = kpi?.values[id] ?? null;
        const shown = value === null && kpi?.newEntry?.[id] ? t('analysis.newEntry') : formatMeasure(value, measure, format);
        const tone = measure.format === 'percent' && value !== null ? (value >= 0 ? '#cf222e' : '#2da44e') : undefined;
        return (
          <Col key={id} xs={12} md={8} xl={Math.max(3, Math.floor(24 / block.measures.length))}>
            <Card size="small" data-testid={`${pageId}-${block.id}-${id}`}>
              <Statistic title={measureTitle(measure, format)} value={kpi ? shown : '-'} valueStyle={{ fontSize: 22, color: tone }} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
