// View-only switches (no new query): the number unit of sales and volumes (spec §9) and the order of
// rankings.
import { SingleSelect } from '../../widgets/select/SingleSelect';
import { SegmentedSwitch } from '../../widgets/SegmentedSwitch';
import { moneyUnit } from '../../../shared/market-measures';
import type { Locale } from '../../schema/types';
import { numberUnits } from './measures';
import { useAnalysisText } from './use-analysis-text';
import type { SortOrder } from './url-state';

export interface ViewSwitchesProps {
  pageId: string;
  locale: Locale;
  unit: string;
  order: SortOrder;
  onUnit: (unit: string) => void;
  onOrder: (order: SortOrder) => void;
}

export function ViewSwitches(props: ViewSwitchesProps) {
  const t = useAnalysisText();
  const units = numberUnits(props.locale).map((u) => ({ value: u.id, label: moneyUnit(u.label, props.locale) }));
  return (
    <div className="chis-analysis-switches">
      <span>{t('analysis.unit')}</span>
      <span style={{ width: 150 }}>
        <SingleSelect testId={`${props.pageId}-unit`} aria-label={t('analysis.unit')} size="small" value={props.unit} onChange={(unit) => unit && props.onUnit(unit)} options={units} />
      </span>
      <span>{t('analysis.order')}</span>
      <SegmentedSwitch<SortOrder>
        testId={`${props.pageId}-order`}
        aria-label={t('analysis.order')}
        value={props.order}
        onChange={props.onOrder}
        options={[
          { value: 'desc', label: t('analysis.desc') },
          { value: 'asc', label: t('analysis.asc') },
        ]}
      />
    </div>
  );
}
