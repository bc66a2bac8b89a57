// The `analysis` kind: filter bar, view switches, KPI cards, charts and ranking tables — all from the
// page schema and its filter set, no page-specific code. Applied filters live in the query string; a
// page opened from another one starts from the decrypted `data-penetration-params`.
import { lazy, Suspense, useCallback, useMemo, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { AntdScope } from '../../runtime/antd-scope';
import { LoadingSkeleton } from '../../widgets/LoadingSkeleton';
import { SegmentedSwitch } from '../../widgets/SegmentedSwitch';
import type { AnalysisBlock, AnalysisSchema, FilterSetSchema } from '../../../generated/schema-types';
import { useEngine } from '../../runtime/context';
import { usePrintWholePage } from '../../runtime/print-whole-page';
import { pickLabel } from '../../schema/label';
import { ChartBlock } from './ChartBlock';
import { FilterBar } from './FilterBar';
import { pageBaseNote } from './base-note';
import { comparedItems, defaultValues, missingTagMessage, periodOf, toMarketQuery, useFilterSet } from './filter-set';
import { KpiCards } from './KpiCards';
import { needsCodec, penetrationCodec, useCodecReady } from './penetration-codec';
import { Notice } from './Notice';
import type { MarketPeriods, PeriodType } from './market-data';
import { dimensionLabel, numberUnit } from './measures';
import { RankingTable } from './RankingTable';
import { readView, writeView, type AnalysisView } from './url-state';
import { useAnalysisText } from './use-analysis-text';
import { channelNote, historySpanNote, licenceNote, noComparisonNote } from '../../../shared/market-notes';
import { useMarketQuery, usePeriods } from './use-market-query';
import { ViewSwitches } from './ViewSwitches';
import './analysis.css';

// Saved custom markets exist on the competitive analysis only: their inputs and confirm load there.
const CustomMarkets = lazy(() => import('./CustomMarkets').then((m) => ({ default: m.CustomMarkets })));

export interface AnalysisPageProps {
  schema: AnalysisSchema;
  routeId: string;
  params: Record<string, string | undefined>;
}

export default function AnalysisPage({ schema }: AnalysisPageProps) {
  const filterSet = useFilterSet(schema.filterSet);
  const { periods, failed } = usePeriods(schema.id);
  const [search] = useSearchParams();
  const codecReady = useCodecReady(needsCodec(schema, search));
  // The skeleton the route showed while this chunk loaded, taller: the page's filters come first.
  if (!filterSet || (!periods && !failed) || !codecReady) return <LoadingSkeleton rows={8} />;
  return <AnalysisView schema={schema} filterSet={filterSet} periods={periods} />;
}

// Tables of these two dimensions on one page are one table with a group ⇄ manufacturer switch.
const SWITCHABLE = ['group', 'company'];

function switchableTables(blocks: AnalysisBlock[]): AnalysisBlock[] {
  const tables = blocks.filter((b) => b.type === 'table' && SWITCHABLE.includes(b.dimension ?? ''));
  return tables.length > 1 ? tables : [];
}

function AnalysisView({ schema, filterSet, periods }: { schema: AnalysisSchema; filterSet: FilterSetSchema; periods: MarketPeriods | null }) {
  const { locale } = useEngine();
  const t = useAnalysisText();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readView(filterSet, search, penetrationCodec()), [filterSet, search]);
  const defaults = useMemo(() => defaultValues(filterSet, schema.defaultPeriod as PeriodType), [filterSet, schema.defaultPeriod]);
  const values = useMemo(() => ({ ...defaults, ...view.filters }), [defaults, view.filters]);
  const missing = missingTagMessage(filterSet, values);
  const query = useMemo(() => {
    if (!periods || missing) return null;
    return toMarketQuery(filterSet, values, periodOf(values, schema.periods as PeriodType[], schema.defaultPeriod as PeriodType, periods));
  }, [filterSet, values, periods, missing, schema.periods, schema.defaultPeriod]);
  const { result, loading, failed } = useMarketQuery(schema.id, query);
  // On paper the page is whole: every chart and table, drawn or not on screen, with the data in.
  const preparingPrint = usePrintWholePage(loading);

  const apply = useCallback((next: Partial<AnalysisView>) => setSearch(writeView(filterSet, { ...view, ...next })), [filterSet, view, setSearch]);
  const format = useMemo(() => ({ locale, unit: numberUnit(view.unit, locale) }), [locale, view.unit]);
  const switchable = useMemo(() => switchableTables(schema.blocks), [schema.blocks]);
  const chosenTable = switchable.find((b) => b.dimension === view.by) ?? switchable[0];
  const kpi = schema.blocks.find((b) => b.type === 'kpi');
  const kpiResult = kpi && result?.blocks[kpi.id];
  const marketGrowth = kpiResult?.kind === 'kpi' ? (kpiResult.values.growth ?? null) : null;
  const dataAsOf = result?.dataAsOf ?? periods?.dataAsOf;
  const baseNote = useMemo(() => pageBaseNote(result, filterSet, values, locale), [result, filterSet, values, locale]);
  // What the KPI cards' second line is of: the filters that picked rows (品牌, 生产企业…).
  const selectionNames = useMemo(
    () =>
      result?.base?.selection
        .map((key) => pickLabel(filterSet.keys.find((k) => k.key === key)?.label, locale) || key)
        .map((label) => (locale === 'en' ? label.toLowerCase() : label))
        .join(locale === 'en' ? ', ' : '、') ?? null,
    [result, filterSet, locale],
  );
  // Why growth is empty, where it is (a partial year, or the first year of data).
  const noComparison = result?.period.noComparison ? noComparisonNote(result.period.noComparison, result.firstMonth ?? '', locale) : null;
  // Figures of a licence narrower than all of China say so (a trial's 北京 + 上海 is not the market).
  const licence = result?.licensedProvinces ? licenceNote(result.licensedProvinces, locale) : null;
  // An omni-channel page narrowed to the plan's channels, and a plan's history span, say so too.
  const channels = result?.licensedChannels ? channelNote(result.licensedChannels, locale) : null;
  const span = (result?.historySpan ?? periods?.historySpan) ? historySpanNote((result?.historySpan ?? periods?.historySpan)!, locale) : null;

  const tableSwitch =
    switchable.length > 0 ? (
      <SegmentedSwitch
        testId={`${schema.id}-table-switch`}
        value={chosenTable.dimension}
        onChange={(by) => apply({ by })}
        options={switchable.map((b) => ({ value: b.dimension ?? '', label: dimensionLabel(b.dimension ?? '', locale) }))}
      />
    ) : null;

  const renderBlock = (block: AnalysisBlock) => {
    const blockResult = result?.blocks[block.id];
    if (block.type === 'kpi')
      return <KpiCards pageId={schema.id} block={block} result={blockResult} format={format} emptyChange={noComparison} selectionNames={selectionNames} />;
    if (block.type === 'chart')
      return <ChartBlock pageId={schema.id} block={block} result={blockResult} marketGrowth={marketGrowth} format={format} order={view.order} loading={loading} />;
    return (
      <RankingTable
        schema={schema}
        block={block}
        result={blockResult}
        format={format}
        order={view.order}
        loading={loading}
        query={query}
        filters={values}
        note={baseNote}
        extra={switchable.includes(block) ? tableSwitch : undefined}
      />
    );
  };

  const shownBlocks = schema.blocks.filter((b) => !switchable.includes(b) || b === chosenTable);

  return (
    <div data-testid={`${schema.id}-page`} aria-busy={loading ? 'true' : 'false'}>
      <p className="chis-print-status" role="status" data-testid={`${schema.id}-print-status`}>
        {preparingPrint ? t('analysis.preparingPrint') : null}
      </p>
      <h4 className="chis-analysis-title">{pickLabel(schema.title, locale)}</h4>
      {schema.description ? <p className="chis-analysis-description">{pickLabel(schema.description, locale)}</p> : null}
      {schema.channel === 'competitive' ? (
        <Suspense fallback={<div style={{ height: 36, marginBottom: 12 }} />}>
          <AntdScope>
            <CustomMarkets pageId={schema.id} filters={values} items={comparedItems(filterSet, values)} onOpen={(filters) => apply({ filters })} />
          </AntdScope>
        </Suspense>
      ) : null}
      <FilterBar
        key={JSON.stringify(values)}
        pageId={schema.id}
        filterSet={filterSet}
        locale={locale}
        values={values}
        defaults={defaults}
        allowedPeriods={(schema.periods as PeriodType[]).filter((type) => !periods || periods.types.includes(type))}
        periods={periods}
        showAllTags={schema.channel === 'competitive'}
        onApply={(filters) => apply({ filters })}
      />
      <div className="chis-analysis-view-row">
        <span className="chis-analysis-note" data-testid={`${schema.id}-data-note`}>
          {dataAsOf ? t('analysis.dataAsOf', { month: dataAsOf }) : null}
          {result ? ` · ${t('analysis.period', { label: result.period.label })}` : null}
          {noComparison ? <span data-testid={`${schema.id}-no-comparison`}>{` · ${noComparison}`}</span> : null}
          {licence ? <span data-testid={`${schema.id}-licence-note`}>{` · ${licence}`}</span> : null}
          {channels ? <span data-testid={`${schema.id}-channel-note`}>{` · ${channels}`}</span> : null}
          {span ? <span data-testid={`${schema.id}-history-span-note`}>{` · ${span}`}</span> : null}
        </span>
        <ViewSwitches pageId={schema.id} locale={locale} unit={view.unit} order={view.order} onUnit={(unit) => apply({ unit })} onOrder={(order) => apply({ order })} />
      </div>
      {missing ? (
        <Notice type="warning" testId={`${schema.id}-missing-tag`}>
          {pickLabel(missing, locale)}
        </Notice>
      ) : null}
      {failed ? <Notice type="error">{t('analysis.loadFailed')}</Notice> : null}
      {!periods ? <Notice type="error">{t('analysis.missingPeriods')}</Notice> : null}
      {missing ? null : (
        // A 24-column CSS grid (analysis.css) instead of antd's Row/Col: blocks full width on narrow
        // screens, their declared span from 992 px (antd's lg) up.
        <div className="chis-analysis-blocks">
          {shownBlocks.map((block) => (
            <div key={block.id} className="chis-analysis-block" style={{ '--chis-span': block.span } as CSSProperties}>
              {renderBlock(block)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
