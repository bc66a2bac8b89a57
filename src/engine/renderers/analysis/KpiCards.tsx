// KPI cards: one per measure of the block, formatted like everywhere else (large money and volumes
// without decimals); changes carry their direction (▲ red / ▼ green, as Chinese market reports colour
// them); growth with no previous value shows 新进. Plain markup: no antd Statistic in the download.
import { CHANGE_COLORS, changeDirection, formatCompact, measureTitle, type ValueFormat } from '../../adapters/chart/measure-format';
import type { AnalysisBlock } from '../../../generated/schema-types';
import { measureInfo } from './measures';
import type { BlockResult } from './market-data';
import { useAnalysisText } from './use-analysis-text';
import './analysis.css';

export interface KpiCardsProps {
  pageId: string;
  block: AnalysisBlock;
  result: BlockResult | undefined;
  format: ValueFormat;
  /** Why a change (growth…) has no value for this period, shown as the empty card's tooltip. */
  emptyChange?: string | null;
}

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

export function KpiCards({ pageId, block, result, format, emptyChange }: KpiCardsProps) {
  const t = useAnalysisText();
  const kpi = result?.kind === 'kpi' ? result : null;
  return (
    <div className="chis-kpis" data-testid={`${pageId}-${block.id}`} style={{ gridTemplateColumns: `repeat(auto-fit, minmax(${block.measures.length > 6 ? 150 : 170}px, 1fr))` }}>
      {block.measures.map((id) => {
        const measure = measureInfo(id, format.locale);
        const value = kpi?.values[id] ?? null;
        const isNew = value === null && Boolean(kpi?.newEntry?.[id]);
        const direction = changeDirection(value, measure);
        const shown = !kpi ? '-' : isNew ? t('analysis.newEntry') : formatCompact(value, measure, format);
        return (
          <div key={id} className="chis-kpi" data-testid={`${pageId}-${block.id}-${id}`}>
            <div className="chis-kpi-title">{measureTitle(measure, format)}</div>
            <div
              className="chis-kpi-value"
              style={direction ? { color: CHANGE_COLORS[direction] } : undefined}
              title={kpi && value === null && !isNew && measure.change ? (emptyChange ?? undefined) : undefined}
            >
              {direction && ARROWS[direction] ? <span className="chis-kpi-arrow" aria-hidden>{ARROWS[direction]}</span> : null}
              {shown}
            </div>
          </div>
        );
      })}
    </div>
  );
}
