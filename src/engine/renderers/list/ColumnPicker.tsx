// Show/hide the columns of a list model (the crud header's "column display" control too).
import { Button, Checkbox, Popover, Space } from 'antd';
import type { ListModel } from '../../model/list-model';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';

export interface ColumnPickerProps {
  model: Pick<ListModel, 'id' | 'columns'>;
  /** Default: `<model id>-columns`. */
  testId?: string;
  hidden: ReadonlySet<string>;
  locale: Locale;
  label: string;
  onToggle: (key: string, visible: boolean) => void;
}

/** The first column stays, so the table never ends up empty. */
export function ColumnPicker({ model, hidden, locale, label, onToggle, ...props }: ColumnPickerProps) {
  const testId = props.testId ?? `${model.id}-columns`;
  const content = (
    <Space direction="vertical" data-testid={`${testId}-list`} style={{ maxHeight: 360, overflow: 'auto' }}>
      {model.columns.map((column, index) => (
        <Checkbox key={column.key} checked={!hidden.has(column.key)} disabled={index === 0} onChange={(e) => onToggle(column.key, e.target.checked)}>
          {typeof column.title === 'string' ? column.title : pickLabel(column.title, locale)}
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
