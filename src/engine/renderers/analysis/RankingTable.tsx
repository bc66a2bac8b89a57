// A ranking table block: name, the declared measures (growth 新进 when there was nothing a year
// earlier), the 其他 and 合计 rows so totals agree with the charts, an export button for holders of the
// export code, and row links that open the product / company analysis in a new tab.
import { useMemo, useState, type ReactNode } from 'react';
import type { CellContext, TableRow } from '../../adapters/table/DataTable';
import { DeferredDataTable } from '../../adapters/table/DeferredDataTable';
import { PlainButton } from '../../widgets/PlainButton';
import { customList, type ListColumn, type Row } from '../../model/list-model';
import { changeDirection, formatMeasure, measureTitle, type MeasureInfo, type ValueFormat } from '../../adapters/chart/measure-format';
import type { AnalysisBlock, AnalysisSchema } from '../../../generated/schema-types';
import { useEngine } from '../../runtime/context';
import { pickLabel } from '../../schema/label';
import { dimensionLabel, measureInfo } from './measures';
import { memberName } from '../../../shared/member-names';
import { useMarket, type BlockResult, type MarketQuery } from './market-data';
import { ordered } from '../../../shared/ranking-order';
import { penetrationCodec } from './penetration-codec';
import { analysisHref, rowTargets } from './penetration-link';
import { Panel } from './Panel';
import { chartRows } from './result-rows';
import { useAnalysisText } from './use-analysis-text';
import type { SortOrder } from './url-state';

export interface RankingTableProps {
  schema: AnalysisSchema;
  block: AnalysisBlock;
  result: BlockResult | undefined;
  format: ValueFormat;
  order: SortOrder;
  loading: boolean;
  /** The query the table shows (its export asks for the same). */
  query: MarketQuery | null;
  /** The applied filters, carried into the analyses a row opens. */
  filters: Record<string, unknown>;
  /** What the shares, ranks and 合计 are of (base-note.ts), under the table when the filters narrow it. */
  note?: string | null;
  /** The group ⇄ manufacturer switch, placed in the header when the page has both tables. */
  extra?: ReactNode;
}

const TOTAL_KEY = '__total__';
// Long rankings scroll inside their card (header kept), so a 50-row table does not push the charts
// below it out of reach.
const TABLE_MAX_HEIGHT = 520;

/** Column widths by what the column holds: ranks are short, money long. */
function columnWidth(measure: MeasureInfo): number {
  if (measure.id === 'rank') return 64;
  if (measure.format === 'integer' && !measure.scaled) return measure.change ? 88 : 92;
  if (measure.format === 'percent') return 96;
  if (measure.format === 'points') return 100;
  if (measure.format === 'index') return 96;
  return 136;
}

// Members named by the dimension: English names for enumerations (provinces, classes) in English.
function nameWidth(dimension: string): number {
  return dimension === 'province' || dimension === 'region7' ? 150 : 240;
}

export function RankingTable({ schema, block, result, format, order, loading, query, filters, note, extra }: RankingTableProps) {
  const t = useAnalysisText();
  const runtime = useEngine();
  const market = useMarket();
  const [exporting, setExporting] = useState(false);
  // What the server grouped by: the compared kind on the competitive page, not the schema's default.
  const dimension = (result?.kind === 'rows' ? result.dimension : block.dimension) ?? '';
  const canExport = Boolean(block.export) && runtime.can(schema.permissions.export);

  const rows: TableRow[] = useMemo(() => {
    const chart = ordered(chartRows(result, block.measures, t('analysis.other'), (name) => memberName(name, format.locale)), order);
    const flat: TableRow[] = chart.map((r) => ({ key: r.key, name: r.name, isNew: r.isNew, other: r.other, ...r.values }));
    if (result?.kind === 'rows' && result.total) flat.push({ ...result.total, key: TOTAL_KEY, name: t('analysis.total'), total: true });
    return flat;
  }, [result, block.measures, order, t, format.locale]);

  // The ranking is a list model like any other, its cells rendered here (measures, growth colours, links).
  const model = useMemo(() => {
    // Loaded before the page rendered wherever a ranking has targets (AnalysisPage, penetration-codec.ts).
    const codec = penetrationCodec();
    const targets = codec ? rowTargets(dimension) : [];
    const column = (key: string, title: string, width: number, align: ListColumn['align'], render: (row: Row) => ReactNode): ListColumn => ({
      key,
      title,
      width,
      align,
      sortable: false,
      visibleByDefault: true,
      cell: { kind: 'custom', render },
    });
    const nameColumn = column('name', dimensionLabel(dimension, format.locale), nameWidth(dimension), 'left', (row) => (
      <span title={String(row.name)}>{String(row.name)}</span>
    ));
    const measureColumns = block.measures.map((id): ListColumn => {
      const measure = measureInfo(id, format.locale);
      return column(id, measureTitle(measure, format), columnWidth(measure), 'right', (row) => {
        const value = typeof row[id] === 'number' ? (row[id] as number) : null;
        if (value === null && row.isNew && id === 'growth') return <span className="chis-change-new">{t('analysis.newEntry')}</span>;
        const direction = row.total ? null : changeDirection(value, measure);
        const text = formatMeasure(value, measure, format);
        return direction === 'up' || direction === 'down' ? <span className={`chis-change-${direction}`}>{text}</span> : text;
      });
    });
    const actionColumn = column('__actions__', t('analysis.actions'), 190, 'left', (row) =>
      row.other || row.total ? null : (
        <span className="chis-ranking-actions">
          {targets.map((target) => (
            <a
              key={target.view}
              data-testid={`${schema.id}-${block.id}-open-${target.view}`}
              href={analysisHref(codec!, schema, target.view, { ...filters, [target.key]: [String(row.key)] })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(target.view === 'product-analysis' ? 'analysis.openProduct' : 'analysis.openCompany')}
            </a>
          ))}
        </span>
      ),
    );
    return customList(`${schema.id}-${block.id}`, 'key', [nameColumn, ...measureColumns, ...(targets.length > 0 ? [actionColumn] : [])]);
  }, [dimension, block.measures, block.id, format, filters, schema, t]);
  const cells: CellContext = useMemo(() => ({ locale: format.locale }), [format.locale]);

  const exportNow = async () => {
    if (!query) return;
    market.track({
      eventCode: 'MARKET_DATABASE_EXPORT_EVENT',
      action: 'export',
      pageId: schema.id,
      fields: { ...query.filters, timeType: query.period.type, time: query.period.value, block: block.id },
    });
    setExporting(true);
    try {
      // The workbook reads like the table: the same number unit and row order (the language travels in the request).
      const { sourcePath } = await market.data.export(schema.id, { ...query, block: block.id, unit: format.unit.id, order });
      await runtime.data.download(sourcePath);
    } catch {
      // antd's message loads on its first use (it is no part of the page's first download).
      void import('antd/es/message').then(({ default: message }) => message.error(t('analysis.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title={pickLabel(block.title, format.locale)}
      extra={
        <span className="chis-panel-tools">
          {extra}
          {canExport ? (
            <PlainButton small data-testid={`${schema.id}-${block.id}-export`} aria-busy={exporting} disabled={!query || exporting} onClick={() => void exportNow()}>
              {t('analysis.export')}
            </PlainButton>
          ) : null}
        </span>
      }
    >
      <DeferredDataTable
        model={model}
        testId={`${schema.id}-${block.id}`}
        rows={rows}
        context={cells}
        sort={null}
        label={pickLabel(block.title, format.locale)}
        emptyText={t('analysis.empty')}
        loading={loading}
        maxHeight={TABLE_MAX_HEIGHT}
      />
      {note ? (
        <div className="chis-analysis-base-note" data-testid={`${schema.id}-${block.id}-base-note`}>
          {note}
        </div>
      ) : null}
    </Panel>
  );
}
