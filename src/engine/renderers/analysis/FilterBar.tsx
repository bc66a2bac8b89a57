// The filter bar of an analysis page: the filter set's keys in order, numbered except time type, time
// and region (spec §5), `visibleWhen` / `dependsOn` linkage, and the query / reset buttons. Edits stay
// a draft until 查询, so the page queries once per decision, not once per keystroke.
import { useMemo, useState } from 'react';
import type { FilterSetSchema } from '../../../generated/schema-types';
import { pickLabel } from '../../schema/label';
import { labelWithUnit } from '../../../shared/threshold-units';
import { compilePredicate } from '../../schema/predicate';
import type { Locale } from '../../schema/types';
import { numbering } from './filter-set';
import { FilterField } from './FilterField';
import type { MarketPeriods, PeriodType } from './market-data';
import { useAnalysisText } from './use-analysis-text';
import { PlainButton } from '../../widgets/PlainButton';
import './analysis.css';

export interface FilterBarProps {
  pageId: string;
  filterSet: FilterSetSchema;
  locale: Locale;
  /** The applied values (defaults merged in); the draft starts from them. */
  values: Record<string, unknown>;
  defaults: Record<string, unknown>;
  allowedPeriods: PeriodType[];
  periods: MarketPeriods | null;
  /** Every chosen tag stays in view (the compared items are the point of the competitive analysis). */
  showAllTags?: boolean;
  onApply: (values: Record<string, unknown>) => void;
}

const WIDE_WIDGETS = new Set(['radio-group', 'period-type']);

export function FilterBar(props: FilterBarProps) {
  const t = useAnalysisText();
  const { filterSet, locale } = props;
  const [draft, setDraft] = useState(props.values);
  const visible = useMemo(
    () => new Map(filterSet.keys.filter((k) => k.visibleWhen).map((k) => [k.key, compilePredicate(k.visibleWhen!)])),
    [filterSet],
  );

  const change = (key: string, value: unknown) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      // A changed parent makes its dependants' choices stale (e.g. the period after a new period type).
      for (const k of filterSet.keys) if (k.dependsOn?.includes(key)) delete next[k.key];
      return next;
    });

  // Filters hidden by their condition drop out, so a hidden choice never narrows the query.
  const shown = filterSet.keys.filter((k) => visible.get(k.key)?.(draft) ?? true);
  // Numbers follow the filters on screen, so a hidden alternative leaves no gap.
  const numbers = numbering(shown);
  const apply = () => props.onApply(Object.fromEntries(Object.entries(draft).filter(([k]) => shown.some((s) => s.key === k))));

  return (
    <div data-testid={`${props.pageId}-filters`} style={{ background: '#fff', padding: '12px 16px 4px', borderRadius: 8, marginBottom: 12 }}>
      <div className="chis-filter-grid">
        {shown.map((key) => {
          const n = numbers.get(key.key);
          return (
            <div key={key.key} className={WIDE_WIDGETS.has(key.widget) ? 'chis-filter-wide' : 'chis-filter-narrow'}>
              <div style={{ marginBottom: 4, color: '#555', fontSize: 13 }}>
                {n !== undefined ? (
                  <span className="chis-filter-number" data-testid={`${props.pageId}-filter-${key.key}-number`}>
                    {n}
                  </span>
                ) : null}
                {labelWithUnit(pickLabel(key.label, locale), key.unit, locale)}
              </div>
              <FilterField
                pageId={props.pageId}
                filterKey={key}
                values={draft}
                onChange={(value) => change(key.key, value)}
                locale={locale}
                allowedPeriods={props.allowedPeriods}
                periods={props.periods}
                showAllTags={props.showAllTags}
                testId={`${props.pageId}-filter-${key.key}`}
              />
            </div>
          );
        })}
      </div>
      <div className="chis-filter-actions">
        <PlainButton look="primary" data-testid={`${props.pageId}-search`} onClick={apply}>
          {t('analysis.search')}
        </PlainButton>
        <PlainButton
          data-testid={`${props.pageId}-reset`}
          onClick={() => {
            setDraft(props.defaults);
            props.onApply(props.defaults);
          }}
        >
          {t('analysis.reset')}
        </PlainButton>
      </div>
    </div>
  );
}
