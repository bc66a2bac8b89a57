// Filter widget components (schemas/registry/widgets.json `component`, and the crud search widgets of
// model/compile-crud) → @formily/antd-v5 components or the engine's own value inputs.
// A name without a component here is an error, never a silent fallback to a text box.
import type { ComponentType } from 'react';
import { InputNumber, Space } from 'antd';
import { Checkbox, DatePicker, Input, NumberPicker, Radio, Select } from '@formily/antd-v5';
import { DayRangeMs, DateTimeMs } from '../../widgets/date-inputs';
import { RemoteSelect } from '../../widgets/RemoteSelect';

interface ValueProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  placeholder?: [string, string];
}

/** [min, max] with either side optional; the server reads a missing side as open. */
function NumberRange({ value, onChange, placeholder }: ValueProps<[number | null, number | null]>) {
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} value={from} placeholder={placeholder?.[0]} onChange={(v) => onChange?.([v ?? null, to])} />
      <InputNumber style={{ width: '50%' }} value={to} placeholder={placeholder?.[1]} onChange={(v) => onChange?.([from, v ?? null])} />
    </Space.Compact>
  );
}

const components: Record<string, ComponentType<never>> = {
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

export function widgetComponent(name: string): ComponentType<never> {
  const component = components[name];
  if (!component) throw new Error(`no filter component "${name}" in the formily adapter`);
  return component;
}
