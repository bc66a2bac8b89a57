// The time window an audit-log list reads ("最近 30 天" / "Last 30 days"), widened here to 60 or 90
// days or all time; the server opens such lists on a window so a million-row log answers at once.
import { Select } from 'antd';
import { useCrudText } from '../../runtime/crud-context';
import type { WindowChoice } from './use-list-position';

const CHOICES = [30, 60, 90] as const;

export function WindowSelect(props: { testId: string; days: number | 'all'; onChange: (choice: WindowChoice) => void }) {
  const t = useCrudText();
  const days = [...new Set([...CHOICES, ...(props.days === 'all' ? [] : [props.days])])].sort((a, b) => a - b);
  return (
    <Select
      data-testid={props.testId}
      aria-label={t('crud.windowLabel')}
      style={{ minWidth: 140 }}
      value={props.days}
      options={[...days.map((d) => ({ value: d, label: t('crud.window', { days: d }) })), { value: 'all', label: t('crud.windowAll') }]}
      onChange={(choice: number | 'all') => props.onChange(choice)}
    />
  );
}
