// KPI cards: one per measure of the block, formatted like everywhere else (large money and volumes
// without decimals); changes carry their direction (▲ red / ▼ green, as Chinese market reports colour
// them); growth with no previous value shows 新进. With a selection (a brand, a company chosen) each
// card also gives the chosen members' own figure, and the sales card their share of the market the
// card shows (issue 26 item 2). Plain markup: no antd Statistic in the download.
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
  /** What the selection is (the labels of the filters that picked rows: 品牌, 生产企业…). */
  selectionNames?: string | null;
}

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

export function KpiCards({ pageId, block, result, format, emptyChange, selectionNames }: KpiCardsProps) {
  const t = useAnalysisText();
  const kpi = result?.kind === 'kpi' ? result : null;
  const selection = kpi?.selection ?? null;
  const shown = (values: Record<string, number | null>, newEntry: Record<string, boolean> | undefined, id: string) => {
    const value = values[id] ?? null;
    return value === null && newEntry?.[id] ? t('analysis.newEntry') : formatCompact(value, measureInfo(id, format.locale), format);
  };
  return (
    <div className="chis-kpis" data-testid={`${pageId}-${block.id}`} style={{ gridTemplateColumns: `repeat(auto-fit, minmax(${block.measures.length > 6 ? 150 : 170}px, 1fr))` }}>
      {block.measures.map((id) => {
        const measure = measureInfo(id, format.locale);
        const value = kpi?.values[id] ?? null;
        const isNew = value === null && Boolean(kpi?.newEntry?.[id]);
        const direction = changeDirection(value, measure);
        const text = !kpi ? '-' : isNew ? t('analysis.newEntry') : formatCompact(value, measure, format);
        return (
          <div key={id} className="chis-kpi" data-testid={`${pageId}-${block.id}-${id}`}>
            <div className="chis-kpi-title">{measureTitle(measure, format)}</div>
            <div
              className="chis-kpi-value"
              style={direction ? { color: CHANGE_COLORS[direction] } : undefined}
              title={kpi && value === null && !isNew && measure.change ? (emptyChange ?? undefined) : undefined}
            >
              {direction && ARROWS[direction] ? <span className="chis-kpi-arrow" aria-hidden>{ARROWS[direction]}</span> : null}
              {text}
            </div>
            {selection ? (
              <div className="chis-kpi-selection" data-testid={`${pageId}-${block.id}-${id}-selection`}>
                {t('analysis.selectionFigure', { names: selectionNames ?? '', value: shown(selection.values, selection.newEntry, id) })}
                {id === 'amount' && selection.values.share != null ? ` · ${t('analysis.selectionShare', { share: shown(selection.values, undefined, 'share') })}` : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
