// Filter widget components (schemas/registry/widgets.json `component`, and the crud search widgets of
// model/compile-crud) → @formily/antd-v5 components or the engine's own value inputs, registered in an
// open registry as the crud form's widgets are (form-widget-registry.ts).
// A name without a component here is an error, never a silent fallback to a text box.
import type { ComponentType } from 'react';
import { InputNumber, Space } from 'antd';
import { Checkbox, DatePicker, Input, NumberPicker, Radio, Select } from '@formily/antd-v5';
import { DayRangeMs, DateTimeMs } from '../../widgets/date-inputs';
import { RemoteSelect } from '../../widgets/RemoteSelect';
import { createOpenRegistry } from '../../registry/open-registry';
import { rangeNames } from './accessible-name';

interface ValueProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  placeholder?: [string, string];
}

interface RangeProps extends ValueProps<[number | null, number | null]> {
  /** The unit typed, shown inside each input (e.g. "%"), so the user knows which scale to type. */
  suffix?: string;
  /** Typed units per stored unit: 100 for a percentage stored as a fraction (64.7 typed, 0.647 sent). */
  scale?: number;
  /** The filter's label; each input is named by it (≥ / ≤). */
  'aria-label'?: string;
}

/** [min, max] with either side optional; the server reads a missing side as open. */
function NumberRange({ value, onChange, placeholder, suffix, scale = 1, 'aria-label': label }: RangeProps) {
  const [from, to] = value ?? [null, null];
  const [fromName, toName] = rangeNames(label);
  // Rounded back to 12 significant digits so 64.7 / 100 * 100 shows as 64.7, not 64.70000000000001.
  const shown = (v: number | null) => (v === null ? null : Number((v * scale).toPrecision(12)));
  const stored = (v: number | null | undefined) => (v === null || v === undefined ? null : v / scale);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} value={shown(from)} suffix={suffix} placeholder={placeholder?.[0]} aria-label={fromName} onChange={(v) => onChange?.([stored(v), to])} />
      <InputNumber style={{ width: '50%' }} value={shown(to)} suffix={suffix} placeholder={placeholder?.[1]} aria-label={toName} onChange={(v) => onChange?.([from, stored(v)])} />
    </Space.Compact>
  );
}

const BUILT_IN: Record<string, ComponentType<never>> = {
  Input: Input as ComponentType<never>,
  Select: Select as ComponentType<never>,
  'Checkbox.Group': Checkbox.Group as ComponentType<never>,
  'Radio.Group': Radio.Group as ComponentType<never>,
  // Yes / no / either: a clearable select, because a radio group cannot go back to "either".
  YesNo: Select as ComponentType<never>,
  // Provinces come as options (facet values), single or multiple by the filter's operator.
  ProvinceSelect: Select as ComponentType<never>,
  'DatePicker.RangePicker': DatePicker.RangePicker as ComponentType<never>,
  DatePicker: DatePicker as ComponentType<never>,
  NumberPicker: NumberPicker as ComponentType<never>,
  NumberRange: NumberRange as ComponentType<never>,
  // Crud searches: timestamps are epoch ms picked as China-time days; remote values come from another
  // screen's select action (the form hands the loader in).
  DayRangeMs: DayRangeMs as ComponentType<never>,
  DateTimeMs: DateTimeMs as ComponentType<never>,
  RemoteSelect: RemoteSelect as ComponentType<never>,
};

export const filterComponents = createOpenRegistry<ComponentType<never>>('filter component');
for (const [name, component] of Object.entries(BUILT_IN)) filterComponents.register(name, component);

export function widgetComponent(name: string): ComponentType<never> {
  const component = filterComponents.get(name);
  if (!component) throw new Error(`no filter component "${name}" in the formily adapter`);
  return component;
}
