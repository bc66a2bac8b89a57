// Date inputs of the list filters and the crud form: epoch ms picked in China time, or a date kept as
// its text. Plain controlled components (value in, onChange out), so formily binds them like any input.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { chinaDayjs, chinaDayRange, DATE_FORMAT, DATETIME_FORMAT, epochMs, fromChinaDayjs } from '../model/time';

export interface ValueProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The field's label (the form adapter passes the schema label): the input's accessible name. */
  'aria-label'?: string;
}

/** A day range as [first ms, last ms] of China-time days (timestamp searches); either side may be open. */
export function DayRangeMs({ value, onChange, disabled, 'aria-label': label }: ValueProps<[number | null, number | null]>) {
  const [from, to] = value ?? [null, null];
  const shown: [dayjs.Dayjs | null, dayjs.Dayjs | null] = [from === null ? null : chinaDayjs(from), to === null ? null : chinaDayjs(to)];
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      disabled={disabled}
      aria-label={label}
      format={DATE_FORMAT}
      value={shown}
      onChange={(range) => onChange?.(chinaDayRange(range?.[0] ?? null, range?.[1] ?? null))}
    />
  );
}

/** An instant as epoch ms, picked as a China-time date and time. */
export function DateTimeMs({ value, onChange, disabled, placeholder, 'aria-label': label }: ValueProps<number | null>) {
  const ms = epochMs(value);
  return (
    <DatePicker
      style={{ width: '100%' }}
      showTime
      format={DATETIME_FORMAT}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={label}
      value={ms === null ? null : chinaDayjs(ms)}
      onChange={(picked) => onChange?.(picked ? fromChinaDayjs(picked) : null)}
    />
  );
}

/** A date (or date and time) kept as its text, e.g. `2026-01-31`. */
export function DateText({ value, onChange, disabled, placeholder, showTime, 'aria-label': label }: ValueProps<string | null> & { showTime?: boolean }) {
  const format = showTime ? DATETIME_FORMAT : DATE_FORMAT;
  const parsed = typeof value === 'string' && value !== '' ? dayjs(value, format) : null;
  return (
    <DatePicker
      style={{ width: '100%' }}
      showTime={showTime}
      format={format}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={label}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(picked) => onChange?.(picked ? picked.format(format) : null)}
    />
  );
}
