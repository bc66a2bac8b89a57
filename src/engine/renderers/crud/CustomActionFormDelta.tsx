// The before/after line of a custom action's `delta`: the row's current value of the chosen field
// and the value after the typed change. A screen field rendered as money holds cents, so its change
// is typed in yuan: `deltaUnits` is the one place that turns what was typed into what is sent.
import { Alert } from 'antd';
import type { CrudActionForm } from '../../../generated/schema-types';
import type { CrudScreen } from '../../../shared/crud/screen';
import { formatNumber } from '../../../shared/number-format';
import type { Row } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';

/** The screen field a delta changes, given the dialog's values. */
export function deltaTarget(screen: CrudScreen, form: CrudActionForm, values: Record<string, unknown>) {
  const delta = form.delta!;
  // A dialog field names the screen field (its options are field keys); otherwise delta.field is one.
  const key = form.fields.some((f) => f.key === delta.field) ? String(values[delta.field] ?? '') : delta.field;
  return screen.fields.find((f) => f.key === key);
}

/** The typed change in the stored unit (cents for money), or null while it is not a number. */
export function deltaUnits(screen: CrudScreen, form: CrudActionForm, values: Record<string, unknown>): number | null {
  const typed = values[form.delta!.change];
  const change = typeof typed === 'number' ? typed : typeof typed === 'string' && typed.trim() !== '' ? Number(typed) : NaN;
  if (!Number.isFinite(change)) return null;
  return deltaTarget(screen, form, values)?.list?.render === 'money' ? Math.round(change * 100) : change;
}

export function CustomActionFormDelta(props: { screen: CrudScreen; form: CrudActionForm; row: Row; values: Record<string, unknown>; testId: string }) {
  const { screen, form, row, values } = props;
  const { locale } = useCrudRuntime();
  const t = useCrudText();
  const target = deltaTarget(screen, form, values);
  if (!target) return null;
  const money = target.list?.render === 'money';
  const show = (units: number) =>
    money ? formatNumber(units / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : formatNumber(units, locale, { maximumFractionDigits: 2 });
  const now = Number(row[target.key] ?? 0);
  const change = deltaUnits(screen, form, values);
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      message={
        <span data-testid={props.testId}>
          <span data-testid={`${props.testId}-now`}>{t('crud.deltaNow', { value: show(now) })}</span>
          {change !== null && change !== 0 ? <span data-testid={`${props.testId}-after`}>{'　' + t('crud.deltaAfter', { value: show(now + change) })}</span> : null}
        </span>
      }
    />
  );
}
