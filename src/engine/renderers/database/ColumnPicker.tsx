import { Button, Checkbox, Popover, Space } from 'antd';
import { pickLabel } from '../../schema/label';
import type { DatabaseField, Locale } from '../../schema/types';

export interface ColumnPickerProps {
  testId: string;
  fields: DatabaseField[];
  hidden: ReadonlySet<string>;
  locale: Locale;
  label: string;
  onToggle: (key: string, visible: boolean) => void;
}

/** Show/hide columns; the first column stays, so the table never ends up empty. */
export function ColumnPicker({ testId, fields, hidden, locale, label, onToggle }: ColumnPickerProps) {
  const content = (
    <Space direction="vertical" data-testid={`${testId}-list`} style={{ maxHeight: 360, overflow: 'auto' }}>
      {fields.map((field, index) => (
        <Checkbox
          key={field.key}
          checked={!hidden.has(field.key)}
          disabled={index === 0}
          onChange={(e) => onToggle(field.key, e.target.checked)}
        >
          {pickLabel(field.label, locale)}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button data-testid={testId}>{label}</Button>
    </Popover>
  );
}
