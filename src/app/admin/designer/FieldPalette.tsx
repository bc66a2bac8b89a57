// The palette of crud-field presets (src/shared/crud/field-presets.ts, the list the server serves too): a click adds
// the preset after the designed fields, a drag drops it where the field list is hovered.
import { Button, Card, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useLabelText } from '../titles';
import type { FieldPresetEntry } from '../../../shared/crud/field-presets';

/** The drag payload types the field list accepts. */
export const DRAG_PRESET = 'application/x-crud-preset';
export const DRAG_FIELD = 'application/x-crud-field';

export interface FieldPaletteProps {
  presets: readonly FieldPresetEntry[];
  /** Entries of which only one fits a design and that it has already. */
  used: ReadonlySet<string>;
  onAdd(preset: FieldPresetEntry): void;
}

export function FieldPalette({ presets, used, onAdd }: FieldPaletteProps) {
  const intl = useIntl();
  const text = useLabelText();
  return (
    <Card size="small" title={intl.formatMessage({ id: 'crud-log.palette.title' })} data-testid="crud-log-palette">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage({ id: 'crud-log.palette.help' })}
      </Typography.Paragraph>
      <Space wrap size={[6, 6]}>
        {presets.map((preset) => (
          <Button
            key={preset.id}
            size="small"
            draggable={!used.has(preset.id)}
            disabled={used.has(preset.id)}
            data-testid={`crud-log-preset-${preset.id}`}
            onDragStart={(event) => event.dataTransfer.setData(DRAG_PRESET, preset.id)}
            onClick={() => onAdd(preset)}
          >
            {text(preset.label)}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
