// The designed fields in order: drag a row (or use its arrows) to reorder, drop a preset between
// rows to add it there, click a row to edit it. Each row says its key, label, type, whether it is
// the primary key, shown in the list and the form, renamed, and carries its problems' mark.
import { useState, type DragEvent } from 'react';
import { Badge, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLabelText } from '../titles';
import type { DesignField } from './design-state';
import { DRAG_FIELD, DRAG_PRESET } from './FieldPalette';

export interface FieldListProps {
  fields: readonly DesignField[];
  selected: string | null;
  /** Problem count per field uid. */
  problems: ReadonlyMap<string, number>;
  onSelect(uid: string): void;
  onMove(uid: string, to: number): void;
  onDropPreset(presetId: string, at: number): void;
  onRemove(uid: string): void;
}

export function FieldList({ fields, selected, problems, onSelect, onMove, onDropPreset, onRemove }: FieldListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useLabelText();
  const [over, setOver] = useState<number | null>(null);

  const drop = (event: DragEvent, at: number) => {
    event.preventDefault();
    setOver(null);
    const uid = event.dataTransfer.getData(DRAG_FIELD);
    const preset = event.dataTransfer.getData(DRAG_PRESET);
    if (uid) onMove(uid, at);
    else if (preset) onDropPreset(preset, at);
  };
  const dropZone = (at: number) => ({
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(at);
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent) => drop(event, at),
  });

  return (
    <Card size="small" title={t('crud-log.fields.title')} extra={<Typography.Text type="secondary">{t('crud-log.fields.help')}</Typography.Text>} data-testid="crud-log-fields">
      {fields.length === 0 ? <Empty description={t('crud-log.fields.empty')} {...dropZone(0)} /> : null}
      <ol className="crud-designer-fields">
        {fields.map((design, index) => {
          const { uid, field, preset, primaryKey, origin } = design;
          const count = problems.get(uid) ?? 0;
          return (
            <li
              key={uid}
              data-testid={`crud-log-field-${field.key || index}`}
              className={`crud-designer-field${uid === selected ? ' is-selected' : ''}${over === index ? ' is-over' : ''}`}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(DRAG_FIELD, uid)}
              {...dropZone(index)}
              onClick={() => onSelect(uid)}
            >
              <HolderOutlined className="crud-designer-handle" aria-hidden />
              <Badge count={count} size="small" offset={[6, 0]}>
                <Typography.Text strong code>
                  {field.key || '—'}
                </Typography.Text>
              </Badge>
              <span className="crud-designer-label">{text(field.label)}</span>
              <Space size={2} wrap>
                <Tag>{field.type}</Tag>
                {primaryKey ? <Tag color="gold">{t('crud-log.fields.primaryKey')}</Tag> : null}
                {preset ? <Tag>{t('crud-log.fields.standard')}</Tag> : null}
                {field.list ? <Tag color="blue">{t('crud-log.fields.inList')}</Tag> : null}
                {field.form ? <Tag color="green">{t('crud-log.fields.inForm')}</Tag> : null}
                {origin && origin !== field.key ? <Tag color="purple">{t('crud-log.fields.renamed', { from: origin })}</Tag> : null}
              </Space>
              <Space size={0} className="crud-designer-row-buttons" onClick={(event) => event.stopPropagation()}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('crud-log.fields.up', { key: field.key })} disabled={index === 0} onClick={() => onMove(uid, index - 1)} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('crud-log.fields.down', { key: field.key })} disabled={index === fields.length - 1} onClick={() => onMove(uid, index + 2)} />
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('crud-log.fields.remove', { key: field.key })} data-testid={`crud-log-remove-${field.key}`} onClick={() => onRemove(uid)} />
              </Space>
            </li>
          );
        })}
        {fields.length > 0 ? <li className={`crud-designer-end${over === fields.length ? ' is-over' : ''}`} {...dropZone(fields.length)} /> : null}
      </ol>
    </Card>
  );
}
