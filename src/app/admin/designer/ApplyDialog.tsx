// Saving a design (issue 24 item 2-3): the operations the server will run, each with its impact
// (rows holding values, indexes touched, values that would not convert), before anything runs.
// Destructive steps need the table name typed; applying runs them in one transaction.
import { useState } from 'react';
import { Alert, Input, Modal, Table, Tag, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { Operation, Preview } from './designer-api';

const OP_COLORS: Record<string, string> = { create: 'blue', add: 'green', rename: 'purple', retype: 'orange', drop: 'red', reorder: 'default' };

/** antd's button props type has no data attributes, though the button passes them on. */
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

const shown = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The impact of an operation as sentences; keys the designer does not know are shown as they came. */
export function impactText(intl: IntlShape, impact: Operation['impact']): string[] {
  if (!impact) return [];
  return Object.entries(impact).flatMap(([key, value]) => {
    if (key === 'rows' && typeof value === 'number') return value > 0 ? [intl.formatMessage({ id: 'crud-log.impact.rows' }, { count: value })] : [];
    if (key === 'indexes' && Array.isArray(value)) return value.length > 0 ? [intl.formatMessage({ id: 'crud-log.impact.indexes' }, { names: value.join(', ') })] : [];
    if (key === 'unconvertible' && typeof value === 'object' && value !== null) {
      const { count, ids } = value as { count?: number; ids?: unknown[] };
      return count ? [intl.formatMessage({ id: 'crud-log.impact.unconvertible' }, { count, ids: (ids ?? []).join(', ') })] : [];
    }
    return value === 0 || value === false || value === null ? [] : [`${key}: ${shown(value)}`];
  });
}

export interface ApplyDialogProps {
  preview: Preview;
  /** The name to type for a destructive change. */
  table: string;
  applying: boolean;
  onApply(confirm: string | undefined): void;
  onCancel(): void;
}

export function ApplyDialog({ preview, table, applying, onApply, onCancel }: ApplyDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const confirmed = !preview.destructive || typed.trim() === table;
  const opName = (op: string) => (intl.messages[`crud-log.op.${op}`] ? t(`crud-log.op.${op}`) : op);

  return (
    <Modal
      open
      width={820}
      title={t('crud-log.apply.title')}
      okText={t('crud-log.apply.run')}
      cancelText={t('crud-log.apply.cancel')}
      okButtonProps={{ disabled: !confirmed, danger: preview.destructive, ...testId('crud-log-apply') }}
      cancelButtonProps={testId('crud-log-apply-cancel')}
      confirmLoading={applying}
      onOk={() => onApply(preview.destructive ? typed.trim() : undefined)}
      onCancel={onCancel}
      data-testid="crud-log-apply-dialog"
    >
      {preview.operations.length === 0 ? <Alert type="info" showIcon message={t('crud-log.apply.none')} style={{ marginBottom: 12 }} /> : null}
      <Table
        size="small"
        rowKey={(_, index) => String(index)}
        pagination={false}
        dataSource={preview.operations}
        data-testid="crud-log-operations"
        columns={[
          { title: t('crud-log.apply.op'), dataIndex: 'op', width: 120, render: (op: string) => <Tag color={OP_COLORS[op]}>{opName(op)}</Tag> },
          { title: t('crud-log.apply.field'), dataIndex: 'field', width: 140, render: (field?: string) => (field ? <Typography.Text code>{field}</Typography.Text> : null) },
          { title: t('crud-log.apply.change'), render: (_, op: Operation) => (op.from !== undefined || op.to !== undefined ? `${shown(op.from)} → ${shown(op.to)}` : '') },
          {
            title: t('crud-log.apply.impact'),
            render: (_, op: Operation) => {
              const lines = impactText(intl, op.impact);
              return lines.length > 0 ? lines.map((line) => <div key={line}>{line}</div>) : <Typography.Text type="secondary">{t('crud-log.impact.none')}</Typography.Text>;
            },
          },
        ]}
      />
      {preview.destructive ? (
        <div style={{ marginTop: 16 }}>
          <Alert type="warning" showIcon message={t('crud-log.apply.destructive', { table })} style={{ marginBottom: 8 }} />
          <Input data-testid="crud-log-confirm" aria-label={t('crud-log.apply.confirmLabel')} placeholder={table} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
      ) : null}
    </Modal>
  );
}
