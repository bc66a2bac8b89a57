// One filter of the set, by its registry widget: tag-select / select-multi / category-tree /
// region-cascader over server options, radio-group over fixed values, period type and period pickers
// over `/periods`, number ranges. A widget without a case here is an error, never a text box.
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { MultiSelect } from '../../widgets/select/MultiSelect';
import { SingleSelect } from '../../widgets/select/SingleSelect';
import { AntdScope } from '../../runtime/antd-scope';
import { SegmentedSwitch } from '../../widgets/SegmentedSwitch';
import type { FilterSetKey } from '../../../generated/schema-types';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import { SELECT_ALL } from './filter-set';
import { isPartialYear, periodLabel, type Period } from '../../../shared/period';
import { useMarket, type MarketPeriods, type PeriodType } from './market-data';
import { memberName } from '../../../shared/member-names';
import { RemoteSelect, type RemoteSelectCommonProps } from '../../widgets/RemoteSelect';
import { useAnalysisText } from './use-analysis-text';
import { labelWithUnit, unitSuffix } from '../../../shared/threshold-units';

// The legacy area lists start with this pseudo-entry (contracts §10); it is never a choice.
const AREA_PSEUDO_ENTRY = '省份';

export interface FilterFieldProps {
  pageId: string;
  filterKey: FilterSetKey;
  values: Record<string, unknown>;
  onChange: (value: unknown) => void;
  locale: Locale;
  allowedPeriods: PeriodType[];
  periods: MarketPeriods | null;
  /** Tag selects show every chosen tag instead of folding them into "+ N …". */
  showAllTags?: boolean;
  testId: string;
}

const OPTION_LIMIT = 50;

// The formily adapter's number range, loaded only where a filter set has one (category screener):
// the adapter module brings @formily/antd-v5 (~80 KB gzip) that no other analysis page needs.
const NumberRange = lazy(() =>
  import('../../adapters/formily/widgets').then((m) => ({
    default: m.widgetComponent('NumberRange') as ComponentType<{ value?: unknown; onChange: (v: unknown) => void; suffix?: string; 'aria-label'?: string }>,
  })),
);

export function FilterField(props: FilterFieldProps) {
  const t = useAnalysisText();
  const { data } = useMarket();
  const { filterKey: key, values, locale, testId, pageId } = props;
  const isRegion = key.widget === 'region-cascader';
  const load = useCallback(
    (keyword: string, signal: AbortSignal, values?: string[]) =>
      (isRegion ? data.regions(pageId, signal) : data.options(pageId, { key: key.key, keyword, limit: OPTION_LIMIT, values }, signal)).then((list) =>
        // Enumerations (classes, forms, provinces) in the page's language; product and company names as they are.
        locale === 'en' ? list.map((o) => ({ ...o, label: memberName(o.label, locale) })) : list,
      ),
    [data, pageId, key.key, isRegion, locale],
  );
  const value = values[key.key];
  const placeholder = key.placeholder ? pickLabel(key.placeholder, locale) : undefined;
  // The filter's label names its control (issue 14): the caption above it is not a <label>.
  const name = pickLabel(key.label, locale);
  const remote = (extra: Partial<RemoteSelectCommonProps<string>> & { onChange?: (value: string[]) => void }) => (
    <RemoteSelect
      load={load}
      value={value as string[] | undefined}
      onChange={props.onChange}
      remoteSearch={false}
      placeholder={placeholder}
      testId={testId}
      aria-label={name}
      {...extra}
    />
  );

  switch (key.widget) {
    case 'tag-select':
      return remote({ remoteSearch: true, placeholder: placeholder ?? t('analysis.searchPlaceholder'), foldTags: !props.showAllTags });
    case 'select-multi': {
      if (key.options && 'values' in key.options) {
        const options = key.options.values.map((o) => ({ value: String(o.value), label: pickLabel(o.label, locale) }));
        return <MultiSelect testId={testId} aria-label={name} allowClear value={(value as string[]) ?? []} onChange={props.onChange} options={options} />;
      }
      const selectAll = Array.isArray(key.default) && key.default.includes(SELECT_ALL) ? [{ value: SELECT_ALL, label: t('analysis.selectAll') }] : [];
      // Choosing 全选 clears the others and choosing another clears 全选: the two never mix.
      const onChange = (next: string[]) => {
        const added = next.find((v) => !((value as string[]) ?? []).includes(v));
        props.onChange(added === SELECT_ALL ? [SELECT_ALL] : next.filter((v) => v !== SELECT_ALL));
      };
      return remote({ leading: selectAll, onChange });
    }
    // ATC and SORT codes come as one searchable list (the server answers both; codes do not collide).
    case 'category-tree':
      return remote({ remoteSearch: true });
    case 'region-cascader':
      return remote({ hidden: [AREA_PSEUDO_ENTRY] });
    // Button rows (a radio group, named by the filter's label), like the view switches.
    case 'radio-group': {
      // Segments are keyed by text (a value may be a boolean); the change hands back the option's own value.
      const options = key.options && 'values' in key.options ? key.options.values : [];
      return (
        <SegmentedSwitch
          testId={testId}
          aria-label={name}
          value={value === undefined ? undefined : String(value)}
          onChange={(chosen) => props.onChange(options.find((o) => String(o.value) === chosen)?.value)}
          options={options.map((o) => ({ value: String(o.value), label: pickLabel(o.label, locale) }))}
        />
      );
    }
    case 'period-type':
      return (
        <SegmentedSwitch
          testId={testId}
          aria-label={name}
          value={value as PeriodType}
          onChange={props.onChange}
          options={props.allowedPeriods.map((type) => ({ value: type, label: t(`analysis.periodType.${type}`) }))}
        />
      );
    case 'period-picker': {
      const type = (values.timeType as PeriodType | undefined) ?? props.allowedPeriods[0];
      const offered = props.periods?.values[type] ?? [];
      const dataAsOf = props.periods?.dataAsOf ?? '';
      const partial = (period: Period) => dataAsOf !== '' && isPartialYear(period, dataAsOf);
      return (
        <SingleSelect
          testId={testId}
          aria-label={name}
          value={typeof value === 'string' && offered.includes(value) ? value : props.periods?.latest[type]}
          onChange={props.onChange}
          notFound={t('analysis.missingPeriods')}
          // A partial year says which months it holds, so it never reads as a full one.
          options={[...offered].reverse().map((v) => ({ value: v, label: partial({ type, value: v }) ? periodLabel({ type, value: v }, locale, dataAsOf) : v }))}
        />
      );
    }
    case 'number-range':
      return (
        <Suspense fallback={null}>
          <AntdScope>
            {/* Typed, kept and sent in the key's declared unit (万元, %); the server compares in the measure's. */}
            <NumberRange value={value} onChange={props.onChange} suffix={unitSuffix(key.unit, locale)} aria-label={labelWithUnit(name, key.unit, locale)} />
          </AntdScope>
        </Suspense>
      );
    default:
      throw new Error(`no filter-set widget "${key.widget}" in the analysis renderer`);
  }
}
