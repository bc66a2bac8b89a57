// Saving a design (issue 24 item 2-3): the operations the server will run, each with its impact
// (rows holding values, indexes touched, values that would not convert), before anything runs.
// Destructive steps need the table name typed; applying runs them in one transaction.
import { useState } from 'react';
import { Alert, Input, Modal, Table, Tag, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { DESIGNED_TABLE_PREFIX, type DesignImpact, DesignOperation, DesignPreview } from '../../../shared/crud/designer';

const OP_COLORS: Record<string, string> = { create: 'blue', add: 'green', rename: 'purple', retype: 'orange', drop: 'red', reorder: 'default' };

/** antd's button props type has no data attributes, though the button passes them on. */
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

/** The impact of an operation as sentences (nothing for an operation that touches no values). */
export function impactText(intl: IntlShape, impact: DesignImpact): string[] {
  return [
    ...(impact.rows > 0 ? [intl.formatMessage({ id: 'crud-log.impact.rows' }, { count: impact.rows })] : []),
    ...(impact.indexes.length > 0 ? [intl.formatMessage({ id: 'crud-log.impact.indexes' }, { names: impact.indexes.join(', ') })] : []),
    ...(impact.unconvertible > 0 ? [intl.formatMessage({ id: 'crud-log.impact.unconvertible' }, { count: impact.unconvertible, ids: impact.examples.join(', ') })] : []),
  ];
}

export interface ApplyDialogProps {
  preview: DesignPreview;
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
  // Either form of the name confirms (the server takes both).
  const confirmed = !preview.destructive || typed.trim() === table || typed.trim() === `${DESIGNED_TABLE_PREFIX}${table}`;
  const blocked = preview.blocked.length > 0;
  const opName = (op: string) => (intl.messages[`crud-log.op.${op}`] ? t(`crud-log.op.${op}`) : op);

  return (
    <Modal
      open
      width={820}
      title={t('crud-log.apply.title')}
      okText={t('crud-log.apply.run')}
      cancelText={t('crud-log.apply.cancel')}
      okButtonProps={{ disabled: !confirmed || blocked, danger: preview.destructive, ...testId('crud-log-apply') }}
      cancelButtonProps={testId('crud-log-apply-cancel')}
      confirmLoading={applying}
      onOk={() => onApply(preview.destructive ? typed.trim() : undefined)}
      onCancel={onCancel}
      data-testid="crud-log-apply-dialog"
    >
      {blocked ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="crud-log-blocked"
          message={
            <ul className="crud-designer-problems">
              {preview.blocked.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {preview.operations.length === 0 ? <Alert type="info" showIcon message={t('crud-log.apply.none')} style={{ marginBottom: 12 }} /> : null}
      <Table
        size="small"
        rowKey={(op) => `${op.op}:${op.field ?? ''}:${op.from ?? ''}:${op.to ?? ''}`}
        pagination={false}
        dataSource={preview.operations}
        data-testid="crud-log-operations"
        columns={[
          {
            title: t('crud-log.apply.op'),
            dataIndex: 'op',
            width: 120,
            render: (op: string, row: DesignOperation) => (
              <Tag color={row.destructive ? 'red' : OP_COLORS[op]} data-testid={`crud-log-op-${op}`}>
                {opName(op)}
              </Tag>
            ),
          },
          { title: t('crud-log.apply.field'), dataIndex: 'field', width: 140, render: (field?: string) => (field ? <Typography.Text code>{field}</Typography.Text> : null) },
          { title: t('crud-log.apply.change'), render: (_, op: DesignOperation) => (op.from !== undefined || op.to !== undefined ? `${op.from ?? ''} → ${op.to ?? ''}` : '') },
          {
            title: t('crud-log.apply.impact'),
            render: (_, op: DesignOperation) => {
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
